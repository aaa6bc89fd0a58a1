import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Migration } from 'payload'
import { afterAll, expect, it, vi } from 'vitest'
import { migrations } from '@cms/migrations'
import { getPayloadClient } from '@cms/payloadClient'
import { archivingSettings, backUp, prepareBackupDir, restoreTo, walArchive } from '../../scripts/lib/backups'
import { embeddedDatabaseUrl, startEmbeddedPostgres, startServer, type PostgresServer } from '../../scripts/lib/embeddedPostgres'
import { served } from '../support/servedApi'
import { apiRequest } from '../integration/helpers'

/**
 * Point-in-time recovery as `npm run backup` and `npm run restore` do it, with the app on top: the app writes
 * on an embedded PostgreSQL with WAL archiving on, a base backup is taken between its writes, the database is
 * restored to a moment between two later writes, and the app, now on the restored folder, finds exactly the
 * data written before that moment.
 */
const port = vi.hoisted(() => {
  // The app's database is this file's own server, on a port named before the app's config loads; the restored
  // folder is started on the same port, so the same app reads it.
  const chosen = 20_000 + Math.floor(Math.random() * 20_000)
  process.env.DATABASE_URL = `postgres://nomad:nomad@127.0.0.1:${chosen}/nomad`
  return chosen
})

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-backup-'))
let server: PostgresServer | null = null
afterAll(async () => {
  await server?.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const categories = served('/api/categories')

it('restores the database as it was at a moment between two writes, and the app on it finds exactly the data before', async () => {
  expect(process.env.DATABASE_URL).toBe(embeddedDatabaseUrl(port))
  const backupDir = path.join(workDir, 'backups')
  prepareBackupDir(backupDir)
  server = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port, persistent: false, settings: archivingSettings(backupDir) })
  const payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const add = (name: string) => payload.create({ collection: 'categories', data: { name, slug: name.toLowerCase().replace(/\W+/g, '-') }, overrideAccess: true })

  await add('Before the backup')
  await backUp({ url: server.url, dataDir: server.dataDir, backupDir })
  await add('After the backup, before the moment')
  await pause(1100)
  const between = new Date()
  await pause(1100)
  await add('After the moment')
  // The segment holding the last write is archived when it is finished (archive_timeout bounds this in production).
  const db = new pg.Client({ connectionString: server.url })
  await db.connect()
  const { rows } = await db.query<{ file: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS file')
  await db.end()
  const archived = path.join(walArchive(backupDir), rows[0]!.file)
  for (let i = 0; i < 100 && !fs.existsSync(archived); i++) await pause(100)
  expect(fs.existsSync(archived)).toBe(true)
  await server.stop()
  server = null

  // A moment past the last archived change cannot be reached: a clear error, and no half-restored folder.
  const tooLate = path.join(workDir, 'too-late')
  await expect(restoreTo({ backupDir, time: new Date(Date.now() + 3_600_000), targetDir: tooLate })).rejects.toThrow(/could not be replayed up to/)
  expect(fs.existsSync(tooLate)).toBe(false)

  const restoredDir = path.join(workDir, 'restored')
  await restoreTo({ backupDir, time: between, targetDir: restoredDir })
  server = await startServer({ dataDir: restoredDir, port })
  // The app's pool reconnects to the restored server on the same address (its first tries may find it starting).
  let answer = await categories.GET(apiRequest('/api/categories'))
  for (let i = 0; i < 50 && answer.status !== 200; i++) {
    await pause(200)
    answer = await categories.GET(apiRequest('/api/categories'))
  }
  expect(answer.status).toBe(200)
  expect(((await answer.json()) as { name: string }[]).map((category) => category.name)).toEqual(['After the backup, before the moment', 'Before the backup'])
  // A restored database is a normal one again: the app writes to it.
  await add('Written after the restore')
}, 180_000)
