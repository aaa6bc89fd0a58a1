import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../../scripts/lib/embeddedPostgres'
import { packagedNativeDir, postgresBinaries } from '../../scripts/lib/postgresBinaries'
import { freePort } from '../../scripts/lib/ports'

/**
 * A checkout in a folder other users cannot enter (`mktemp -d` is 0700, as /root is), run as root: PostgreSQL
 * runs as the user `postgres`, who cannot reach the programs in its node_modules. Simulated with a copy of the
 * packaged programs inside a fresh 0700 folder.
 */
const asRoot = process.getuid?.() === 0
const made: string[] = []
const privateFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-private-'))
  made.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!asRoot)('the embedded PostgreSQL run as root from a folder "postgres" cannot enter', () => {
  it('runs from a copy of its programs that "postgres" can reach, and serves queries', async () => {
    const hiddenNative = path.join(privateFolder(), 'native')
    fs.cpSync(packagedNativeDir(), hiddenNative, { recursive: true, verbatimSymlinks: true })
    const binaries = postgresBinaries(hiddenNative)
    expect(binaries.postgres.startsWith(hiddenNative)).toBe(false)
    made.push(path.dirname(path.dirname(binaries.postgres)))

    const db = await startEmbeddedPostgres({ dataDir: path.join(privateFolder(), 'pg'), port: await freePort(), persistent: false, binaries })
    try {
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      expect((await client.query('SELECT current_user AS who')).rows[0].who).toBe('nomad')
      await client.end()
    } finally {
      await db.stop()
    }
  }, 60_000)

  it('stops at once with one sentence saying what to do when the data folder is out of reach', async () => {
    const dataDir = path.join(privateFolder(), 'checkout', '.data', 'pg')
    await expect(startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false })).rejects.toThrow(/cannot enter .*: set EMBEDDED_PG_DIR .*or set DATABASE_URL\.$/)
  })
})
