/**
 * `DATABASE_URL=… tsx scripts/bench/postingsPlans.ts`: the database side of an uncached search, one connection, on
 * a loaded database (e.g. 100,000 jobs from bulkLoadJobs): for common and rare one-word searches (and the common ones
 * with a visitor's country and time zone), the GIN plan
 * (count and page in one read of the matches, countedPageSql) against the postings plan (search/postings.ts), each
 * with the page's job rows (jobsByIdsSql), beside the job page's own SQL as the unit. Prints p50/p99 in ms and the
 * ratio of job page time to search time (higher is better), and one JSON line. Not HTTP: bench:search measures that.
 */
import pg from 'pg'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { postingsPlan } from '@cms/domain/jobs/search/postings'
import { resolveTaxonomy } from '@cms/domain/jobs/searchJobs'
import { activeJobBySlugSql, countCap, countedPageSql, jobsByIdsSql, type ResolvedJobQuery } from '@cms/domain/jobs/sql'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
const ROUNDS = Number(process.env.ROUNDS || 5)

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

async function ginSearch(query: ResolvedJobQuery) {
  const counted = countedPageSql(query)!
  const { rows } = await pool.query<{ ids: number[] }>(counted.text, counted.values)
  const page = jobsByIdsSql(rows[0]!.ids)
  await pool.query(page.text, page.values)
}

async function postingsSearch(query: ResolvedJobQuery) {
  const plan = (await postingsPlan(pool, query))!
  const [, ids] = await Promise.all([plan.count(countCap(query, { windowed: true })), plan.page()])
  const page = jobsByIdsSql(ids!)
  await pool.query(page.text, page.values)
}

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
for (const [name, list, extra] of [['common', common, {}], ['rare', rare, {}], ['common + country', common, fromGermany]] as const) {
  const queries = await Promise.all(list.map((word) => resolve(word, extra)))
  for (const [plan, run] of [['GIN', ginSearch], ['postings', postingsSearch]] as const) {
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round++) for (const query of queries) times.push(await timed(() => run(query)))
    rows.push({ row: `${name} word, ${plan} plan`, p50: percentile(times, 50), p99: percentile(times, 99), ratio: jobPageP50 / percentile(times, 50) })
  }
}
console.log(`words: common ${common.join(' ')}; rare ${rare.join(' ')}`)
console.table(rows.map((r) => ({ ...r, p50: Number(r.p50).toFixed(2), p99: Number(r.p99).toFixed(2), ratio: Number(r.ratio).toFixed(2) })))
const size = (await pool.query<{ size: string; jobs: number }>(`SELECT pg_size_pretty(pg_total_relation_size('job_postings')) AS size, (SELECT count(*)::int FROM jobs) AS jobs`)).rows[0]!
console.log(JSON.stringify({ bench: 'postingsPlans', jobs: size.jobs, postingsSize: size.size, rows }))
await pool.end()
