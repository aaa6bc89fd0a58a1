import type { Pool } from 'pg'
import type { Payload } from 'payload'
import type { JobListItem, JobListResponse } from '../../contract/jobs'
import { mapJobRow, type JobRow } from './mapJobRow'
import type { JobQuery } from './params'
import { countSql, jobsByIdsSql, pageIdsSql, type SqlStatement } from './sql'

/** The pg pool of Payload's PostgreSQL adapter: the search runs its own indexed SQL, not Payload's generic `like`. */
export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

const COUNT_TTL_MS = Number(process.env.JOB_COUNT_CACHE_SECONDS ?? 60) * 1000
const COUNT_CACHE_MAX = 5000
const countCache = new Map<string, { count: number; expires: number }>()

/** Empties the count cache (tests, or after bulk changes in this process). */
export function clearJobCountCache(): void {
  countCache.clear()
}

/**
 * Number of active jobs matching a request's filters. Cached in process for JOB_COUNT_CACHE_SECONDS
 * (default 60) so broad terms do not count tens of thousands of rows on every request.
 */
export async function countJobs(pool: Pool, query: JobQuery): Promise<number> {
  const statement = countSql(query)
  const key = `${statement.text}\u0000${JSON.stringify(statement.values)}`
  const now = Date.now()
  const cached = countCache.get(key)
  if (cached && cached.expires > now) return cached.count
  const { rows } = await pool.query<{ count: number }>(statement.text, statement.values)
  const count = rows[0]?.count ?? 0
  if (COUNT_TTL_MS > 0) {
    if (countCache.size >= COUNT_CACHE_MAX) countCache.delete(countCache.keys().next().value!)
    countCache.set(key, { count, expires: now + COUNT_TTL_MS })
  }
  return count
}

export async function jobsByIds(pool: Pool, ids: number[]): Promise<JobListItem[]> {
  if (ids.length === 0) return []
  const { rows } = await pool.query<JobRow>(jobsByIdsSql, [ids])
  const byId = new Map(rows.map((row) => [row.id, mapJobRow(row, { excerpt: true })]))
  return ids.map((id) => byId.get(id)).filter((job): job is JobListItem => Boolean(job))
}

async function pageIds(pool: Pool, statement: SqlStatement): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(statement.text, statement.values)
  return rows.map((r) => r.id)
}

/** One page of active jobs for a request, with the pagination block of spec 2 §3. */
export async function searchJobs(payload: Payload, query: JobQuery): Promise<JobListResponse> {
  const pool = poolOf(payload)
  const total = await countJobs(pool, query)
  const totalPages = Math.ceil(total / query.limit)
  const offset = (query.page - 1) * query.limit
  const jobs = offset >= total ? [] : await jobsByIds(pool, await pageIds(pool, pageIdsSql(query, total)))
  return { jobs, pagination: { total, totalPages, page: query.page, limit: query.limit } }
}
