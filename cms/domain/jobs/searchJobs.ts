import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { poolOf } from '@cms/lib/sql'
import type { JobListItem, JobListResponse } from '@cms/contract/jobs'
import { mapJobRow, type JobRow } from './mapJobRow'
import type { JobQuery } from './params'
import { countSql, pageJobsSql, type ResolvedJobQuery } from './sql'

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
  return countResolved(pool, await resolveTaxonomy(pool, query))
}

const TAXONOMY_TTL_MS = 5 * 60 * 1000
const slugIds = { categories: new Map<string, { id: number; expires: number }>(), locations: new Map<string, { id: number; expires: number }>() }

/** Slugs to ids (cached 5 minutes; a slug not found is asked again next time), so filters use the jobs' own indexes. */
async function idsFor(pool: Pool, table: 'categories' | 'locations', slugs: string[]): Promise<number[] | null> {
  if (slugs.length === 0) return null
  const cache = slugIds[table]
  const now = Date.now()
  const missing = slugs.filter((slug) => (cache.get(slug)?.expires ?? 0) <= now)
  if (missing.length) {
    const { rows } = await pool.query<{ id: number; slug: string }>(`SELECT id, slug FROM ${table} WHERE slug = ANY($1::text[])`, [missing])
    for (const row of rows) cache.set(row.slug, { id: row.id, expires: now + TAXONOMY_TTL_MS })
  }
  return slugs.map((slug) => cache.get(slug)?.id).filter((id): id is number => id !== undefined)
}

export async function resolveTaxonomy(pool: Pool, query: JobQuery): Promise<ResolvedJobQuery> {
  const [categoryIds, locationIds] = await Promise.all([idsFor(pool, 'categories', query.categories), idsFor(pool, 'locations', query.locations)])
  return { ...query, categoryIds, locationIds }
}

async function countResolved(pool: Pool, query: ResolvedJobQuery): Promise<number> {
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

/** One page of active jobs for a request, with the pagination block of spec 2 §3. */
export async function searchJobs(payload: Payload, query: JobQuery): Promise<JobListResponse> {
  const pool = poolOf(payload)
  const resolved = await resolveTaxonomy(pool, query)
  const total = await countResolved(pool, resolved)
  const totalPages = Math.ceil(total / query.limit)
  const offset = (query.page - 1) * query.limit
  let jobs: JobListItem[] = []
  if (offset < total) {
    const statement = pageJobsSql(resolved, total)
    const { rows } = await pool.query<JobRow>(statement.text, statement.values)
    jobs = rows.map((row) => mapJobRow(row, { excerpt: true }))
  }
  return { jobs, pagination: { total, totalPages, page: query.page, limit: query.limit } }
}
