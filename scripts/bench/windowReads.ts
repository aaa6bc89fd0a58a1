/**
 * `DATABASE_URL=… tsx scripts/bench/windowReads.ts`: the ways a bounded text read can find its first matches
 * (sql.ts, WindowRead), timed one after another on one connection for bench:search's common and rare searches that
 * the postings plan does not answer (SIZE of each, default 300), on a loaded database (e.g. BENCH_DATABASE_URL of
 * bench:search, or bulkLoadJobs). VARIANTS (default `walk,every,sqrt,chosen`): the newest-first walk, every match,
 * the rule of 2026-11-28 (a walk of at most sqrt(cap x live jobs) when the planner expects more matches than that,
 * else every match) and the one search/windowRead.ts chooses now. Prints p50/p90/p99/max/mean per read, how many
 * of each read the chosen one was, and how many answers (total and page of ids) differed between the reads (none
 * should). SLOW=ms prints the searches slower than that. Not HTTP: bench:search measures that.
 */
import pg from 'pg'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { resolveTaxonomy } from '@cms/domain/jobs/searchJobs'
import { postingsPlan } from '@cms/domain/jobs/search/postings'
import { windowReadFor } from '@cms/domain/jobs/search/windowRead'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { countCap, countedPageSql, matchEstimateSql, type ResolvedJobQuery, type WindowRead } from '@cms/domain/jobs/sql'
import { commonSearches, rareSearches } from './lib/realisticQueries'
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
const paths = [...commonSearches(Number(process.env.SIZE || 300)), ...rareSearches(Number(process.env.SIZE || 300))]
const names = (process.env.VARIANTS || 'walk,every,sqrt,chosen').split(',')
const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]))
const chosenKinds: Record<string, number> = {}
let several = 0, differ = 0

/** The rule of 2026-11-28, for comparison (its EXPLAIN is counted in its time, as the chosen read's is). */
async function sqrtRuleRead(query: ResolvedJobQuery): Promise<WindowRead> {
  const estimate = async (text: string, values: unknown[] = []) =>
    (await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(text, values)).rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']
  const { text, values } = matchEstimateSql(query)
  const [matches, live] = [await estimate(text, values), await estimate(`EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs j WHERE j.status = 'active'`)]
  const threshold = Math.ceil(Math.sqrt(countCap(query, { windowed: true })! * live))
  return matches > threshold ? { newestAtMost: threshold } : 'every-match'
}

const readOf = async (name: string, query: ResolvedJobQuery): Promise<WindowRead> =>
  name === 'walk' ? 'in-order' : name === 'every' ? 'every-match' : name === 'sqrt' ? sqrtRuleRead(query) : windowReadFor(pool, query)
const kindOf = (read: WindowRead) => (typeof read === 'string' ? read : Object.keys(read)[0]!)

for (const path of paths) {
  const query = await resolveTaxonomy(pool, { ...parseJobQuery(new URL(path, 'http://x').searchParams), countLimit: SEARCH_COUNT_LIMIT })
  if (await postingsPlan(pool, query)) continue
  if (!query.text) continue
  several++
  const answers: string[] = []
  for (const name of names) {
    const t = performance.now()
    const read = await readOf(name, query)
    if (name === 'chosen') chosenKinds[kindOf(read)] = (chosenKinds[kindOf(read)] ?? 0) + 1
    const c = countedPageSql(query, read)!
    const { rows } = await pool.query(c.text, c.values)
    const ms = performance.now() - t
    times[name]!.push(ms)
    answers.push(JSON.stringify(rows[0]))
    if (process.env.SLOW && ms > Number(process.env.SLOW)) console.log(name, kindOf(read), ms.toFixed(0), decodeURIComponent(path))
  }
  if (new Set(answers).size > 1) differ++
}
const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((v.length * p) / 100))]!.toFixed(1)
console.log(`text searches read from GIN: ${several} of ${paths.length}; answers differ: ${differ}; chosen reads: ${JSON.stringify(chosenKinds)}`)
for (const [name, v] of Object.entries(times)) console.log(name, 'p50', pct(v, 50), 'p90', pct(v, 90), 'p99', pct(v, 99), 'max', pct(v, 100), 'mean', (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1))
await pool.end(); process.exit(0)
