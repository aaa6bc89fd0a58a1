/**
 * `DATABASE_URL=… tsx scripts/bench/searchCost.ts`: where the time of one uncached search answer goes, on one
 * connection, step by step as searchJobsInPool takes them: reading the words (parse, typo look-up), the count and
 * the page's ids (postings or GIN plan, whichever answers), the page's job rows, and their highlighted passages
 * (search/highlight.ts). Common, rare and several-word searches; p50/p99 in ms per step, then one JSON line.
 */
import pg from 'pg'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { postingsPlan } from '@cms/domain/jobs/search/postings'
import { highlightPassage } from '@cms/domain/jobs/search/highlight'
import { wantedLexemes } from '@cms/domain/jobs/search/tsqueryText'
import { resolveTaxonomy } from '@cms/domain/jobs/searchJobs'
import { countCap, countedPageSql, jobsByIdsSql, type ResolvedJobQuery } from '@cms/domain/jobs/sql'
import type { JobRow } from '@cms/domain/jobs/mapJobRow'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
const ROUNDS = Number(process.env.ROUNDS || 5)
const SEARCHES = {
  common: ['engineer', 'developer', 'manager', 'marketing', 'designer', 'data', 'sales', 'support', 'product', 'content'],
  rare: ['bookkeeper', 'wordpress', 'recruiter', 'copywriter', 'illustrator', 'accountant', 'translator', 'seo', 'ios', 'rust'],
  'several words': ['senior python developer', 'react native', 'customer support', 'data engineer', 'product designer', 'marketing manager', 'ruby on rails', 'machine learning engineer', 'sales development', 'technical writer'],
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!

async function timed<T>(times: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  times.push(performance.now() - started)
  return result
}

async function pageIds(query: ResolvedJobQuery): Promise<number[]> {
  const plan = await postingsPlan(pool, query)
  if (plan) {
    const [, ids] = await Promise.all([plan.count(countCap(query, { windowed: true })), plan.page()])
    if (ids) return ids
  }
  const counted = countedPageSql(query)!
  return (await pool.query<{ ids: number[] }>(counted.text, counted.values)).rows[0]!.ids
}

const rows: Record<string, string | number>[] = []
for (const [name, words] of Object.entries(SEARCHES)) {
  const steps = { words: [] as number[], 'count and ids': [] as number[], 'page rows': [] as number[], passages: [] as number[] }
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of words) {
      const query = await timed(steps.words, () => resolveTaxonomy(pool, { ...parseJobQuery(new URLSearchParams({ q })), countLimit: SEARCH_COUNT_LIMIT }))
      const ids = await timed(steps['count and ids'], () => pageIds(query))
      const page = jobsByIdsSql(ids)
      const { rows } = await timed(steps['page rows'], () => pool.query<JobRow>(page.text, page.values))
      await timed(steps.passages, async () => {
        const lexemes = await wantedLexemes(pool, query.text!.parsed)
        return rows.map((row) => highlightPassage(row.description, lexemes))
      })
    }
  }
  for (const [step, times] of Object.entries(steps)) rows.push({ search: name, step, p50: percentile(times, 50), p99: percentile(times, 99) })
}
console.table(rows.map((r) => ({ ...r, p50: Number(r.p50).toFixed(2), p99: Number(r.p99).toFixed(2) })))
const jobs = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE status = 'active'`)).rows[0]!.n
console.log(JSON.stringify({ bench: 'searchCost', jobs, rounds: ROUNDS, rows }))
await pool.end()
