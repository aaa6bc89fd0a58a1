import { createHash } from 'node:crypto'
import path from 'node:path'
import { archivingSettings, prepareBackupDir } from './backups'
import { startEmbeddedPostgres } from './embeddedPostgres'
import { canEnter, postgresBinaries } from './postgresBinaries'

export const DEFAULT_EMBEDDED_PG_PORT = 54329

/**
 * Where the embedded cluster keeps its data: EMBEDDED_PG_DIR, else `.data/postgres` in the checkout (git-ignored).
 * Run as root from a checkout the `postgres` user cannot enter (`mktemp -d`, `/root/...`), the data lives in
 * /var/lib/nomad-jobs instead, one folder per checkout, and the start says so.
 */
export function embeddedDataDir(): string {
  if (process.env.EMBEDDED_PG_DIR) return path.resolve(process.env.EMBEDDED_PG_DIR)
  const inCheckout = path.resolve('.data/postgres')
  const binaries = postgresBinaries()
  if (!binaries.runAs || canEnter(process.cwd(), binaries.runAs)) return inCheckout
  const outside = path.join('/var/lib/nomad-jobs', `${path.basename(process.cwd())}-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`, 'postgres')
  console.log(`[database] running as root in a folder the user "postgres" cannot enter: the embedded PostgreSQL keeps its data in ${outside} (set EMBEDDED_PG_DIR to choose)`)
  return outside
}

/**
 * The database the server uses: DATABASE_URL when set (any PostgreSQL), otherwise an embedded
 * PostgreSQL on EMBEDDED_PG_PORT.
 * Sets process.env.DATABASE_URL so child processes (Next, Payload) see the same database.
 */
export async function provideDatabase(): Promise<{ url: string; stop: () => Promise<void>; embedded: boolean }> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false }
  }
  const dataDir = embeddedDataDir()
  // Every finished WAL segment is archived beside the data (`npm run backup`, `npm run restore`; docs/operations.md).
  prepareBackupDir(embeddedBackupDir(dataDir))
  const db = await startEmbeddedPostgres({ dataDir, port: embeddedPort(), settings: archivingSettings(embeddedBackupDir(dataDir)) })
  process.env.DATABASE_URL = db.url
  return { ...db, embedded: true }
}

export const embeddedPort = () => Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PG_PORT)

/** Base backups and archived WAL of the embedded cluster: `backups` beside its data folder (`.data/backups`). */
export const embeddedBackupDir = (dataDir: string) => path.join(path.dirname(dataDir), 'backups')
