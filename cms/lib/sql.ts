import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Run one parameterised SQL statement (drizzle's `sql` template) on Payload's PostgreSQL pool; returns its rows. */
export async function query<Row extends Record<string, unknown>>(payload: Payload, statement: ReturnType<typeof sql>): Promise<Row[]> {
  const db = payload.db as unknown as PostgresAdapter
  const result = (await db.drizzle.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}
