import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../../scripts/lib/embeddedPostgres'
import { freePort } from '../../scripts/lib/ports'
import { runPrepare } from '../../scripts/lib/runPrepare'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per worker, the `VITEST_POOL_ID`th for worker n (tests/integration/setupEnv.ts). */
    databaseUrls: string[]
    uploadsDir: string
  }
}

/**
 * A throwaway embedded PostgreSQL, migrated and seeded once (in a child process), then copied as a template into
 * one database per worker: files running at the same time (vitest.config.ts runs two) never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-test-'))
  const port = await freePort()
  const db = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port, persistent: false })
  const uploadsDir = path.join(workDir, 'uploads')
  await runPrepare({
    env: { ...process.env, DATABASE_URL: db.url, UPLOADS_DIR: uploadsDir, PAYLOAD_SECRET: 'test-secret', NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  project.provide('databaseUrls', await workerDatabases(port, project.globalConfig.maxWorkers))
  project.provide('uploadsDir', uploadsDir)
  return async () => {
    await db.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

/** Copies of the seeded database `nomad` (nothing is connected to it once the seed's process has ended). */
async function workerDatabases(port: number, workers: number): Promise<string[]> {
  const admin = new pg.Client({ connectionString: embeddedDatabaseUrl(port, 'postgres') })
  await admin.connect()
  try {
    const names = Array.from({ length: workers }, (_, index) => `nomad_worker_${index + 1}`)
    for (const name of names) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE nomad`)
    return names.map((name) => embeddedDatabaseUrl(port, name))
  } finally {
    await admin.end()
  }
}
