/**
 * Writes a new migration in cms/migrations from the difference between the collections and the
 * last migration's snapshot. Runs against a throwaway embedded PostgreSQL so it never touches data.
 * Usage: npm run migrate:create -- <name> [--force-accept-warning]   (the flag writes a blank migration for hand-written SQL)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from './lib/embeddedPostgres'
import { freePort } from './lib/ports'

const [name = 'migration', ...flags] = process.argv.slice(2)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-migrate-'))
const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false })
try {
  const run = (args: string[]) =>
    spawnSync('npx', ['payload', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: db.url, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts' },
    })
  // Apply the existing migrations first so the new one only holds the difference.
  if (fs.existsSync('cms/migrations/index.ts')) run(['migrate'])
  const result = run(['migrate:create', name, ...flags])
  process.exitCode = result.status ?? 1
} finally {
  await db.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
