import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

/**
 * Raw SQL on Payload's own connection pool, for the few statements that must be atomic
 * (insert-if-absent, conditional state changes, counters). Everything else uses the Local API.
 */
export async function query<Row extends Record<string, unknown>>(payload: Payload, statement: SQL): Promise<Row[]> {
  const result = await (payload.db as unknown as PostgresAdapter).drizzle.execute(statement)
  return (result as unknown as { rows: Row[] }).rows
}
