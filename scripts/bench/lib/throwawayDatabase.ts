import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../../lib/embeddedPostgres'
import { freePort } from '../../lib/ports'
import { runPrepare } from '../../lib/runPrepare'

/**
 * An embedded PostgreSQL in a temporary folder for one bench run, so a bench never touches real data.
 * `remove()` stops it (giving up after 10 s, so a stuck stop cannot hang the bench) and deletes the folder.
 */
export async function startThrowawayDatabase(prefix = 'nomad-bench-') {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const db = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), persistent: false })
  return {
    url: db.url,
    workDir,
    async remove() {
      await Promise.race([db.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))])
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}

/**
 * Points this process at the throwaway database (the bench then runs the domain code in process, with no
 * queue runner of its own) and migrates and seeds it with the demo data.
 */
export async function prepareInProcess(db: { url: string; workDir: string }): Promise<void> {
  Object.assign(process.env, { DATABASE_URL: db.url, UPLOADS_DIR: path.join(db.workDir, 'uploads'), PAYLOAD_SECRET: 'bench-secret', JOBS_AUTORUN: 'false' })
  console.log('[bench] migrating and seeding a throwaway database...')
  await runPrepare({ env: process.env, stdio: ['ignore', 'ignore', 'inherit'] })
}
