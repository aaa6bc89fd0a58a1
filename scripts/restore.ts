/**
 * `npm run restore -- --to "2026-11-27 04:00:00Z"`: builds a new data folder holding the embedded database as
 * it was at that moment (the newest base backup before it, plus the archived WAL up to it) and says how to
 * start on it. The current data folder is left untouched.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { restoreTo } from './lib/backups'
import { embeddedBackupDir, embeddedDataDir } from './lib/database'

const { values } = parseArgs({ options: { to: { type: 'string' } } })
const time = new Date(values.to ?? '')
if (Number.isNaN(time.getTime())) {
  console.error('[restore] say when to restore to: npm run restore -- --to "2026-11-27 04:00:00Z" (a date and time; Z or an offset for UTC)')
  process.exit(1)
}
const dataDir = embeddedDataDir()
const targetDir = path.join(path.dirname(dataDir), `postgres-restored-${time.toISOString().replace(/[:.]/g, '-')}`)
await restoreTo({ backupDir: embeddedBackupDir(dataDir), time, targetDir }).catch((error: unknown) => {
  console.error(`[restore] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
console.log(`[restore] the database as of ${time.toISOString()} is in ${targetDir}`)
console.log(`[restore] start on it with: EMBEDDED_PG_DIR=${targetDir} npm start   (or stop the server and move it to ${dataDir})`)
