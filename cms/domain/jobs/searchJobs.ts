import { settings } from '@cms/lib/settings'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { poolOf } from '@cms/lib/sql'
import type { JobListItem, JobListResponse } from '@cms/contract/jobs'
import { mapJobRow, type JobRow } from './mapJobRow'
import type { JobQuery } from './params'
import { countSql, pageJobsSql, type ResolvedJobQuery } from './sql'

const COUNT_TTL_MS = settings().JOB_COUNT_CACHE_SECONDS * 1000
const countCache = createSharedCache<number>({ ttlMs: COUNT_TTL_MS, max: 5000 })

/**
 * Number of active jobs matching a request's filters. Cached for JOB_COUNT_CACHE_SECONDS (default 60)
 * so broad terms do not count tens of thousands of rows on every request; any change to the jobs on any
 * server empties the cache (cms/lib/cache).
 */
export async function countJobs(pool: Pool, query: JobQuery): Promise<number> {
  return countResolved(pool, await resolveTaxonomy(pool, query))
}

const slugIds = createSharedCache<number | null>({ ttlMs: 5 * 60 * 1000, max: 2000 })

/** Slugs to ids (cached until categories or locations change), so filters use the jobs' own indexes. */
async function idsFor(pool: Pool, table: 'categories' | 'locations', slugs: string[]): Promise<number[] | null> {
  if (slugs.length === 0) return null
  const ids = await Promise.all(
    slugs.map((slug) =>
      slugIds.get(`${table}:${slug}`, async () => {
        const { rows } = await pool.query<{ id: number }>(`SELECT id FROM ${table} WHERE slug = $1`, [slug])
        return rows[0]?.id ?? null
      }),
    ),
  )
  return ids.filter((id): id is number => id !== null)
}

export async function resolveTaxonomy(pool: Pool, query: JobQuery): Promise<ResolvedJobQuery> {
  const [categoryIds, locationIds] = await Promise.all([idsFor(pool, 'categories', query.categories), idsFor(pool, 'locations', query.locations)])
  return { ...query, categoryIds, locationIds }
}

async function countResolved(pool: Pool, query: ResolvedJobQuery): Promise<number> {
  const statement = countSql(query)
  return countCache.get(`${statement.text}\u0000${JSON.stringify(statement.values)}`, async () => {
    const { rows } = await pool.query<{ count: number }>(statement.text, statement.values)
    return rows[0]?.count ?? 0
  })
}

/** One page of active jobs for a request, with the pagination block. */
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
  const pagination = { total, totalPages, page: query.page, limit: query.limit }
  if (!query.country) return { jobs, pagination }
  // A country list leaves out jobs that do not say where they hire; the answer says how many more there are.
  const eligibilityUnknown = await countResolved(pool, { ...resolved, country: null, eligibilityUnknown: true })
  return { jobs, pagination, eligibilityUnknown }
}
