/**
 * `npm run backup`: a base backup of the embedded PostgreSQL into `.data/backups/base/<time>` (beside its data
 * folder), keeping the newest BACKUPS_KEPT; the WAL archived since makes any later moment restorable
 * (`npm run restore`). Works while `npm start` runs; starts the database for the backup when it is not running.
 */
import { BACKUPS_KEPT, backUp } from './lib/backups'
import { embeddedBackupDir, embeddedDataDir, embeddedPort, provideDatabase } from './lib/database'
import { embeddedDatabaseUrl } from './lib/embeddedPostgres'
import { portInUse } from './lib/ports'

if (process.env.DATABASE_URL) {
  console.error('[backup] DATABASE_URL is set: back up that server with its own tools (a managed database has its provider\'s backups; see docs/operations.md).')
  process.exit(1)
}
const dataDir = embeddedDataDir()
const running = await portInUse(embeddedPort())
const db = running ? { url: embeddedDatabaseUrl(embeddedPort()), stop: async () => {} } : await provideDatabase()
try {
  const target = await backUp({ url: db.url, dataDir, backupDir: embeddedBackupDir(dataDir) })
  console.log(`[backup] base backup in ${target} (the newest ${BACKUPS_KEPT} are kept; WAL is archived in ${embeddedBackupDir(dataDir)}/wal)`)
} finally {
  await db.stop()
}
