import type { Pool } from 'pg'
import { countCap, matchEstimateSql, type ResolvedJobQuery, type WindowRead } from '../sql'
import { JOB_STATUS } from '@cms/lib/db/names'

/**
 * How a bounded text search read finds its first matches (sql.ts, WindowRead).
 *
 * Walking the newest jobs costs a job tested per match density (1,001 matches at 5 %: 20,000 jobs); reading every
 * match costs about a job per match. Per job the two cost about the same here (7-9 µs at 1,000,000 jobs), so the
 * walk wins while a list has more than T = sqrt(cap x live jobs) matches: 31,600 at 1,000,000 live jobs, 10,000 at
 * 100,000. PostgreSQL estimates a word well (from the index's word frequencies), but multiplies words, and words and
 * filters, as if they were independent: words that seldom meet ('accounting content') or a role's words in another
 * role's category ('wordpress developer' in finance) are estimated at thousands of matches with none, and the walk
 * it then picks tests every live job (8-9 s at 1,000,000 jobs). Here a list estimated at T or fewer matches reads
 * every match; a broader one is walked, but for T jobs at most: a list as broad as estimated fills its read within
 * them, and one that does not has fewer than T matches, which are then read. So a wrong estimate costs at most
 * twice T jobs. The estimate is the planner's own (EXPLAIN, not run: well under a millisecond).
 */
export async function windowReadFor(pool: Pool, query: ResolvedJobQuery): Promise<WindowRead> {
  const cap = countCap(query, { windowed: true })
  if (cap === null || !query.text) return 'in-order'
  const [matches, live] = await Promise.all([estimatedRows(pool, matchEstimateSql(query)), liveJobs(pool)])
  const threshold = Math.ceil(Math.sqrt(cap * live))
  return matches > threshold ? { newestAtMost: threshold } : 'every-match'
}

async function estimatedRows(pool: Pool, statement: { text: string; values: unknown[] }): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(statement.text, statement.values)
  return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']
}

/** The planner's estimate of live jobs, asked again every few minutes: only a threshold depends on it. */
const LIVE_JOBS_TTL_MS = 5 * 60 * 1000
let liveJobsEstimate: { rows: number; at: number } | null = null

async function liveJobs(pool: Pool): Promise<number> {
  if (!liveJobsEstimate || Date.now() - liveJobsEstimate.at > LIVE_JOBS_TTL_MS) {
    const rows = await estimatedRows(pool, { text: `EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs j WHERE j.status = ${JOB_STATUS.active}`, values: [] })
    liveJobsEstimate = { rows, at: Date.now() }
  }
  return liveJobsEstimate.rows
}
