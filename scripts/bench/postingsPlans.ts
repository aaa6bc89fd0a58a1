/**
 * `DATABASE_URL=… tsx scripts/bench/postingsPlans.ts`: the database side of an uncached search, one connection, on
 * a loaded database (e.g. 100,000 jobs from bulkLoadJobs): for common and rare one-word searches (and the common ones
 * with a visitor's country and time zone) and several-word searches (bench:search's common searches), the GIN plan
 * (count and page in one read of the matches, countedPageSql) against the postings plan (search/postings.ts; a
 * request it does not take, or gives back, is answered by the GIN plan as searchJobs does), each with the page's job
 * rows (jobsByIdsSql), beside the job page's own SQL as the unit; then the page's parts on their own: finding the
 * page, its job rows, and its highlighted passages (worked out in process). Prints p50/p99 in ms and the ratio of job
 * page time to search time (higher is better), and one JSON line. Not HTTP: bench:search measures that.
 */
import pg from 'pg'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { highlightPassage } from '@cms/domain/jobs/search/highlight'
import { postingsPlan } from '@cms/domain/jobs/search/postings'
import { wantedLexemes } from '@cms/domain/jobs/search/tsqueryText'
import { resolveTaxonomy } from '@cms/domain/jobs/searchJobs'
import { windowReadFor } from '@cms/domain/jobs/search/windowRead'
import type { JobRow } from '@cms/domain/jobs/mapJobRow'
import { commonSearches } from './lib/realisticQueries'
import { activeJobBySlugSql, countCap, countedPageSql, jobsByIdsSql, type ResolvedJobQuery } from '@cms/domain/jobs/sql'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
const ROUNDS = Number(process.env.ROUNDS || 5)

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

async function ginIds(query: ResolvedJobQuery): Promise<number[]> {
  const counted = countedPageSql(query, await windowReadFor(pool, query))!
  return (await pool.query<{ ids: number[] }>(counted.text, counted.values)).rows[0]!.ids
}

/** The page's ids from postings, or from the GIN plan when the postings plan does not take the request or gives it back. */
async function postingsIds(query: ResolvedJobQuery): Promise<number[]> {
  const plan = await postingsPlan(pool, query)
  if (!plan) return ginIds(query)
  const [, ids] = await Promise.all([plan.count(countCap(query, { windowed: true })), plan.page()])
  return ids ?? ginIds(query)
}

const jobRows = async (ids: number[]) => {
  const page = jobsByIdsSql(ids)
  return (await pool.query<JobRow>(page.text, page.values)).rows
}

const ginSearch = async (query: ResolvedJobQuery) => jobRows(await ginIds(query))
const postingsSearch = async (query: ResolvedJobQuery) => jobRows(await postingsIds(query))

/** The most and the least common words of live jobs' ranked fields that the postings plan reads. */
async function words(): Promise<{ common: string[]; rare: string[] }> {
  const { rows } = await pool.query<{ term: string; n: number }>(
    `SELECT term, count(*)::int AS n FROM job_postings WHERE term ~ '^[a-z]{4,}$' GROUP BY term ORDER BY n DESC`,
  )
  const planned = []
  for (const row of rows) if (await postingsPlan(pool, await resolve(row.term))) planned.push(row)
  return { common: planned.slice(0, 10).map((r) => r.term), rare: planned.slice(-10).map((r) => r.term) }
}

const resolve = async (q: string, extra: Record<string, string> = {}) =>
  resolveTaxonomy(pool, { ...parseJobQuery(new URLSearchParams({ q, ...extra })), countLimit: SEARCH_COUNT_LIMIT })

const { common, rare } = await words()
/** bench:search's common searches of several words (role titles as typed), the first 30. */
const severalWords = commonSearches()
  .map((path) => new URL(path, 'http://bench').searchParams.get('q')!)
  .filter((q) => q.trim().split(/\s+/).length > 1)
  .slice(0, 30)
const slugs = (await pool.query<{ slug: string }>(`SELECT slug FROM jobs WHERE status = 'active' ORDER BY random() LIMIT 50`)).rows.map((r) => r.slug)
const rows: Record<string, string | number>[] = []
const jobPage: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (const slug of slugs) jobPage.push(await timed(() => pool.query(activeJobBySlugSql(slug).text, activeJobBySlugSql(slug).values)))
}
const jobPageP50 = percentile(jobPage, 50)
rows.push({ row: 'job page SQL', p50: jobPageP50, p99: percentile(jobPage, 99), ratio: 1 })
// The common words again from a visitor who chose where they live (the postings carry country and time zone).
const fromGermany = { country: 'DE', tz: '1' }
const addRow = (row: string, times: number[]) => rows.push({ row, p50: percentile(times, 50), p99: percentile(times, 99), ratio: jobPageP50 / percentile(times, 50) })
const groups = [['common word', common, {}], ['rare word', rare, {}], ['common + country', common, fromGermany], ['several words', severalWords, {}]] as const
for (const [name, list, extra] of groups) {
  const queries = await Promise.all(list.map((words) => resolve(words, extra)))
  for (const [plan, run] of [['GIN', ginSearch], ['postings', postingsSearch]] as const) {
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round++) for (const query of queries) times.push(await timed(() => run(query)))
    addRow(`${name}, ${plan} plan`, times)
  }
  const planned = (await Promise.all(queries.map((query) => postingsPlan(pool, query)))).filter(Boolean).length
  console.log(`${name}: ${planned} of ${queries.length} requests are postings reads`)
}
// The parts of an uncached answer on their own, over the common and several-word searches: finding the page (the
// postings plan as above, without the rows), the page's job rows, and their highlighted passages (in process).
const pageQueries = await Promise.all([...common, ...severalWords].map((words) => resolve(words)))
const parts = { find: [] as number[], rows: [] as number[], passages: [] as number[] }
for (let round = 0; round < ROUNDS; round++) {
  for (const query of pageQueries) {
    let ids: number[] = []
    parts.find.push(await timed(async () => (ids = await postingsIds(query))))
    let fetched: JobRow[] = []
    parts.rows.push(await timed(async () => (fetched = await jobRows(ids))))
    const lexemes = await wantedLexemes(pool, query.text!.parsed)
    parts.passages.push(await timed(async () => fetched.map((row) => highlightPassage(row.description, lexemes))))
  }
}
addRow(`page: find its ids`, parts.find)
addRow(`page: its job rows`, parts.rows)
addRow(`page: its passages`, parts.passages)
console.log(`words: common ${common.join(' ')}; rare ${rare.join(' ')}; several: ${severalWords.join(', ')}`)
console.table(rows.map((r) => ({ ...r, p50: Number(r.p50).toFixed(2), p99: Number(r.p99).toFixed(2), ratio: Number(r.ratio).toFixed(2) })))
const size = (await pool.query<{ size: string; jobs: number }>(`SELECT pg_size_pretty(pg_total_relation_size('job_postings')) AS size, (SELECT count(*)::int FROM jobs) AS jobs`)).rows[0]!
console.log(JSON.stringify({ bench: 'postingsPlans', jobs: size.jobs, postingsSize: size.size, rows }))
await pool.end()
