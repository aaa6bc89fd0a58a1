import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query } from '@cms/lib/sql'

/**
 * Counts one event under `key` in a fixed window of `windowSeconds` (one atomic upsert, so it holds across
 * servers): how many the window holds now, this one included, and the seconds until it ends.
 */
export async function countUnderKey(payload: Payload, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const window = `${windowSeconds} seconds`
  const [row] = await query<{ count: number; retry_after: number }>(
    payload,
    sql`INSERT INTO auth_rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN auth_rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE auth_rate_limits.count + 1 END,
          window_start = CASE WHEN auth_rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE auth_rate_limits.window_start END
        RETURNING count, CEIL(EXTRACT(EPOCH FROM (window_start + ${window}::interval - now())))::int AS retry_after`,
  )
  // Now and then, drop counters whose window ended long ago.
  if (Math.random() < 0.01) await query(payload, sql`DELETE FROM auth_rate_limits WHERE window_start < now() - interval '1 day'`)
  return { count: row?.count ?? 1, retryAfter: row?.retry_after ?? 0 }
}
