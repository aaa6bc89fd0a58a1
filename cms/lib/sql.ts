import type { PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'
import { chooseReplica } from './replicas/replicaSet'

/**
 * Raw SQL on Payload's own connection, for the statements the Local API cannot express: atomic
 * insert-if-absent and conditional state changes, counters, and the indexed job search.
 */

/** Run one parameterised statement (drizzle's `sql` template); returns its rows. */
export async function query<Row extends Record<string, unknown>>(payload: Payload, statement: ReturnType<typeof sql>): Promise<Row[]> {
  const db = payload.db as unknown as PostgresAdapter
  const result = (await db.drizzle.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}

/** The adapter's pg pool on the primary, for hand-built statements that write or decide a write (bulk ingest upserts, counters). */
export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * The pool for a public read (search, lists, counts, facets, feeds, sitemaps, the renderer's data): a healthy
 * replica when the request allows it (cms/lib/replicas/readRouting.ts), otherwise the primary. Never for a
 * statement that writes.
 */
export function readPoolOf(payload: Payload): Pool {
  return chooseReplica()?.reader ?? poolOf(payload)
}

/** Runs `work` in one transaction on a connection of its own: committed when it returns, rolled back when it throws. */
export function withTransaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(poolOf(payload), work)
}

/** `withTransaction` on a pool the caller already holds. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const value = await work(client)
    await client.query('COMMIT')
    return value
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
