import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'
import { archivingSettings, backUp, prepareBackupDir, restoreTo, walArchive } from '../../scripts/lib/backups'
import { startEmbeddedPostgres, startServer } from '../../scripts/lib/embeddedPostgres'
import { freePort } from '../../scripts/lib/ports'

/**
 * Point-in-time recovery as `npm run backup` and `npm run restore` do it, on a real embedded PostgreSQL with
 * WAL archiving on: data, a base backup, more data, then a restore to a moment between the two finds exactly
 * the first.
 */
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-backup-'))
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }))

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('restores the database as it was at a moment between two writes', async () => {
  const backupDir = path.join(workDir, 'backups')
  prepareBackupDir(backupDir)
  const primary = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), persistent: false, settings: archivingSettings(backupDir) })
  const db = new pg.Client({ connectionString: primary.url })
  await db.connect()
  let between: Date
  try {
    await db.query('CREATE TABLE notes (body text)')
    await db.query(`INSERT INTO notes VALUES ('before the backup')`)
    await backUp({ url: primary.url, dataDir: primary.dataDir, backupDir })
    await db.query(`INSERT INTO notes VALUES ('after the backup, before the moment')`)
    await pause(1100)
    between = new Date()
    await pause(1100)
    await db.query(`INSERT INTO notes VALUES ('after the moment')`)
    // The segment holding the last write is archived when it is finished (archive_timeout bounds this in production).
    const { rows } = await db.query<{ file: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS file')
    const archived = path.join(walArchive(backupDir), rows[0]!.file)
    for (let i = 0; i < 100 && !fs.existsSync(archived); i++) await pause(100)
    expect(fs.existsSync(archived)).toBe(true)
  } finally {
    await db.end()
    await primary.stop()
  }

  const restoredDir = path.join(workDir, 'restored')
  await restoreTo({ backupDir, time: between, targetDir: restoredDir })
  const restored = await startServer({ dataDir: restoredDir, port: await freePort() })
  const check = new pg.Client({ connectionString: restored.url })
  await check.connect()
  try {
    const { rows } = await check.query<{ body: string }>('SELECT body FROM notes ORDER BY body')
    expect(rows.map((row) => row.body)).toEqual(['after the backup, before the moment', 'before the backup'])
    // A restored database is a normal one again: it takes writes.
    await check.query(`INSERT INTO notes VALUES ('written after the restore')`)
  } finally {
    await check.end()
    await restored.stop()
  }
}, 120_000)
