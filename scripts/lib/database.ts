import path from 'node:path'
import { startEmbeddedPostgres } from './embeddedPostgres'

export const DEFAULT_EMBEDDED_PG_PORT = 54329

/**
 * The database the server uses: DATABASE_URL when set (any PostgreSQL), otherwise an embedded
 * PostgreSQL with its data in `.data/postgres` (git-ignored) on EMBEDDED_PG_PORT.
 * Sets process.env.DATABASE_URL so child processes (Next, Payload) see the same database.
 */
export async function provideDatabase(): Promise<{ url: string; stop: () => Promise<void>; embedded: boolean }> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false }
  }
  const port = Number(process.env.EMBEDDED_PG_PORT || DEFAULT_EMBEDDED_PG_PORT)
  const dataDir = path.resolve(process.env.EMBEDDED_PG_DIR || '.data/postgres')
  const db = await startEmbeddedPostgres({ dataDir, port })
  process.env.DATABASE_URL = db.url
  return { ...db, embedded: true }
}
