/**
 * `DATABASE_URL=… tsx scripts/bench/windowReads.ts`: the three ways a bounded text read can find its first matches
 * (sql.ts, WindowRead: the newest-first walk, every match, and the one search/windowRead.ts chooses), timed one
 * after another on one connection for bench:search's common and rare searches that the postings plan does not
 * answer (SIZE of each, default 300), on a loaded database (e.g. BENCH_DATABASE_URL of bench:search, or
 * bulkLoadJobs). Prints p50/p90/p99/max/mean per read and how many answers differed (none should). SLOW=ms prints
 * the searches slower than that. Not HTTP: bench:search measures that.
 */
import pg from 'pg'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { resolveTaxonomy } from '@cms/domain/jobs/searchJobs'
import { postingsPlan } from '@cms/domain/jobs/search/postings'
import { windowReadFor } from '@cms/domain/jobs/search/windowRead'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { countedPageSql } from '@cms/domain/jobs/sql'
import { commonSearches, rareSearches } from './lib/realisticQueries'
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
const paths = [...commonSearches(Number(process.env.SIZE || 300)), ...rareSearches(Number(process.env.SIZE || 300))]
const names = (process.env.VARIANTS || 'walk,every,chosen').split(',')
const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]))
let several = 0, differ = 0, chosenEvery = 0
for (const path of paths) {
  const query = await resolveTaxonomy(pool, { ...parseJobQuery(new URL(path, 'http://x').searchParams), countLimit: SEARCH_COUNT_LIMIT })
  if (await postingsPlan(pool, query)) continue
  if (!query.text) continue
  several++
  const answers: string[] = []
  for (const name of names) {
    const t = performance.now()
    const read = name === 'walk' ? 'in-order' : name === 'every' ? 'every-match' : await windowReadFor(pool, query)
    if (name === 'chosen' && read === 'every-match') chosenEvery++
    const c = countedPageSql(query, read)!
    const { rows } = await pool.query(c.text, c.values)
    const ms = performance.now() - t
    times[name]!.push(ms)
    answers.push(JSON.stringify(rows[0]))
    if (process.env.SLOW && ms > Number(process.env.SLOW)) console.log(name, ms.toFixed(0), decodeURIComponent(path))
  }
  if (new Set(answers).size > 1) differ++
}
const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((v.length * p) / 100))]!.toFixed(1)
console.log(`text searches read from GIN: ${several} of ${paths.length}; answers differ: ${differ}; chosen every-match: ${chosenEvery}`)
for (const [name, v] of Object.entries(times)) console.log(name, 'p50', pct(v, 50), 'p90', pct(v, 90), 'p99', pct(v, 99), 'max', pct(v, 100), 'mean', (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1))
await pool.end(); process.exit(0)
