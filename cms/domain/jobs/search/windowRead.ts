import type { Pool } from 'pg'
import { countCap, LIVE_JOB, matchEstimateSql, type ResolvedJobQuery, type WindowRead } from '../sql'

/**
 * How a bounded text search read finds its first matches (sql.ts, WindowRead).
 *
 * Walking the newest jobs costs a job tested per match density (1,001 matches at 5 %: 20,000 jobs); reading every
 * match costs a job read per match (7-9 µs each at 1,000,000 jobs), and a broad list has tens of thousands. The
 * matches posted since a time cost GIN's match list and the posting-time index's entries since then (both without
 * the table), then a job read per match in that slice. PostgreSQL estimates a word well (from the index's word
 * frequencies), but multiplies words, and words and filters, as if they were independent: words that seldom meet
 * ('accounting content') are estimated at thousands of matches with none, words that go together ('react native')
 * at a few hundred with tens of thousands. So:
 * - a list the planner expects to be dense (a match in every WALK_MARGIN jobs or more) is walked, for at most
 *   WALK_MARGIN times the jobs it should take (a few thousand), then read in full if that held too few;
 * - any other list reads its matches among the newest jobs that should hold SLICE_MARGIN times the cap of them, and
 *   never more than 1/SLICE_MAX_SHARE of the live jobs, so a list that is much broader than estimated reads an
 *   eighth of its matches, not all of them; every match when the slice held too few (then they are few, or were
 *   estimated well above what they are).
 * A slice's matches come from GIN, whose cost grows with every job the words match (a common word's list of
 * hundreds of thousands costs 150-200 ms before the filters narrow it), unless the filters leave so few jobs in the
 * slice that testing each of them for the words costs less (ROW_TEST_COST GIN entries each).
 * Every way gives the same answer. The estimates are the planner's own (EXPLAIN, not run: well under a millisecond).
 */
const WALK_MARGIN = 4
/**
 * Twice rather than four times: at 1,000,000 jobs the slice's job reads are most of a several-word search's time, and
 * halving it took one connection's p50 from 153 to 112 ms (p99 496 to 449 ms) with no change at 100,000 jobs.
 */
const SLICE_MARGIN = 2
const SLICE_MAX_SHARE = 8
/**
 * What testing one job of a slice for the words costs, in GIN entries: measured at 1,000,000 jobs, 7 µs to read a job
 * (its table page, seldom shared with the next job of the slice) and 3-5 µs to match its search document, against
 * about 0.35 µs per entry of the words' match lists; and the planner may think the words twice as common as they are.
 */
const ROW_TEST_COST = 40

export async function windowReadFor(pool: Pool, query: ResolvedJobQuery): Promise<WindowRead> {
  const cap = countCap(query, { windowed: true })
  if (cap === null || !query.text) return 'in-order'
  const [matches, live] = await Promise.all([estimatedRows(pool, matchEstimateSql(query)), liveJobs(pool)])
  const plan = windowPlan({ matches, live, cap })
  if (typeof plan !== 'object' || !('newestSlice' in plan)) return plan
  if (!hasOnlyWellEstimatedFilters(query)) return { postedSince: await sliceStart(pool, plan.newestSlice) }
  const [postedSince, words, filtered] = await Promise.all([
    sliceStart(pool, plan.newestSlice),
    estimatedRows(pool, matchEstimateSql(query, 'words')),
    estimatedRows(pool, matchEstimateSql(query, 'filters')),
  ])
  return testsWords({ words, filteredInSlice: (filtered * plan.newestSlice) / live }) ? { postedSince, wordsTested: true } : { postedSince }
}

/**
 * Whether the request's filters are all of those the planner estimates well, and there is one: a category,
 * location, type, level, salary or time zone (a column's own statistics, or the salary figure's: see the migration
 * 20261130_113000_salary_figure_statistics). A country or the visitor's own time zone tests the eligibility's
 * arrays and ranges, which it may misjudge many times over, and then a slice it thought small would be read in full.
 */
export const hasOnlyWellEstimatedFilters = (query: ResolvedJobQuery) =>
  Boolean(query.categoryIds || query.locationIds || query.types.length || query.experience.length || query.salary.length || query.timezone.length) &&
  !query.country && query.tz === null && !query.eligibilityUnknown && query.companyId === undefined

/** Whether a slice is cheaper tested job by job for the words than read through GIN (see above). */
export const testsWords = ({ words, filteredInSlice }: { words: number; filteredInSlice: number }) => filteredInSlice * ROW_TEST_COST < words

/** The read for a list the planner expects to hold `matches` of `live` jobs, read up to `cap` (see above). */
export function windowPlan({ matches, live, cap }: { matches: number; live: number; cap: number }): 'every-match' | { newestAtMost: number } | { newestSlice: number } {
  // So few live jobs that no slice of them would hold the cap.
  if (live <= SLICE_MARGIN * SLICE_MAX_SHARE * cap) return 'every-match'
  const jobsHolding = (margin: number) => Math.ceil((margin * cap * live) / Math.max(matches, 1))
  if (matches * WALK_MARGIN >= live) return { newestAtMost: jobsHolding(WALK_MARGIN) }
  return { newestSlice: Math.min(jobsHolding(SLICE_MARGIN), Math.floor(live / SLICE_MAX_SHARE)) }
}

async function estimatedRows(pool: Pool, statement: { text: string; values: unknown[] }): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(statement.text, statement.values)
  return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']
}

/** The planner's estimate of live jobs, and where the newest of them begin, asked again every few minutes. */
const ESTIMATE_TTL_MS = 5 * 60 * 1000
let liveJobsEstimate: { rows: number; at: number } | null = null

async function liveJobs(pool: Pool): Promise<number> {
  if (!liveJobsEstimate || Date.now() - liveJobsEstimate.at > ESTIMATE_TTL_MS) {
    const rows = await estimatedRows(pool, { text: `EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs j WHERE ${LIVE_JOB}`, values: [] })
    liveJobsEstimate = { rows, at: Date.now() }
  }
  return liveJobsEstimate.rows
}

const sliceStarts = new Map<number, { postedAt: string; at: number }>()

/**
 * When the newest `size` live jobs begin (the posting time of the size-th), for `size` rounded up to a power of two
 * so a few index reads serve every search. Kept for minutes: a slice read is exact from any start (sql.ts), so a
 * start that has aged only makes the slice hold a few more jobs.
 */
async function sliceStart(pool: Pool, size: number): Promise<string> {
  const rounded = 2 ** Math.ceil(Math.log2(Math.max(size, 1)))
  const kept = sliceStarts.get(rounded)
  if (kept && Date.now() - kept.at <= ESTIMATE_TTL_MS) return kept.postedAt
  const { rows } = await pool.query<{ posted_at: Date }>(
    `SELECT j.posted_at FROM jobs j WHERE ${LIVE_JOB} ORDER BY j.posted_at DESC, j.id DESC OFFSET $1 LIMIT 1`,
    [rounded - 1],
  )
  const postedAt = rows[0]?.posted_at.toISOString() ?? '-infinity'
  sliceStarts.set(rounded, { postedAt, at: Date.now() })
  return postedAt
}
