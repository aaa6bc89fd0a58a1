import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '../../scripts/lib/embeddedPostgres'
import { freePort } from '../../scripts/lib/ports'
import { run } from '../../scripts/lib/processes'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    uploadsDir: string
  }
}

/** A throwaway embedded PostgreSQL, migrated and seeded once (in a child process) for every test file. */
export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-test-'))
  const db = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), persistent: false })
  const uploadsDir = path.join(workDir, 'uploads')
  await run('npx', ['tsx', 'scripts/prepare.ts'], {
    env: { ...process.env, DATABASE_URL: db.url, UPLOADS_DIR: uploadsDir, PAYLOAD_SECRET: 'test-secret', NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  project.provide('databaseUrl', db.url)
  project.provide('uploadsDir', uploadsDir)
  return async () => {
    await db.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}
