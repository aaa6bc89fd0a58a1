import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '../../lib/embeddedPostgres'
import { freePort } from '../../lib/ports'

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
