/**
 * `npm run bench:relevance`: how well the public search finds what people mean (a benchmark, not a test).
 * Creates its own embedded PostgreSQL, migrates and seeds it (the demo data), runs the judged query set
 * (scripts/bench/relevance/judgedQueries.ts) through the search's domain code, then adds BENCH_JOBS
 * (default 100,000) generated jobs and runs it again.
 * Per corpus it prints mean precision@5, the zero-result rate, the typo queries and the worst queries, and
 * ends with one JSON line: {"bench":"relevance","corpora":[{name,jobs,queries,meanP5,zeroRate,...}]}.
 *
 * precision@5 of a query: relevant jobs among its first 5 results, divided by min(5, relevant jobs that match
 * its filters in the corpus). A query with no relevant job in the corpus is reported and left out of the mean.
 */
import pg from 'pg'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { resolveTaxonomy, searchJobsInPool } from '@cms/domain/jobs/searchJobs'
import { searchClauses } from '@cms/domain/jobs/sql'
import { SqlParams } from '@cms/lib/sqlBuilder'
import type { JobListItem } from '@cms/contract/jobs'
import { bulkLoadJobs } from './lib/bulkLoadJobs'
import { printTable } from './lib/report'
import { prepareInProcess, startThrowawayDatabase } from './lib/throwawayDatabase'
import { judgedQueries, type JudgedJob, type JudgedQuery } from './relevance/judgedQueries'

const JOBS = Number(process.env.BENCH_JOBS || 100_000)
const K = 5

interface CorpusJob extends JudgedJob {
  id: number
}

interface QueryResult {
  query: JudgedQuery
  p5: number | null
  results: number
  top: string[]
  ms: number
}

/** Every active job with the fields the rules read, and the ids each query's filters allow. */
async function loadCorpus(pool: pg.Pool): Promise<CorpusJob[]> {
  const { rows } = await pool.query<CorpusJob>(`
    SELECT j.id, j.title, cat.slug AS category, j.experience_level AS level,
      coalesce(array_agg(s.name ORDER BY r."order") FILTER (WHERE s.name IS NOT NULL), '{}') AS skills
    FROM jobs j LEFT JOIN categories cat ON cat.id = j.category_id
      LEFT JOIN jobs_rels r ON r.parent_id = j.id AND r.path = 'skills' LEFT JOIN skills s ON s.id = r.skills_id
    WHERE j.status = 'active' GROUP BY j.id, cat.slug`)
  return rows
}

/** Ids of the active jobs the query's filters (not its text) allow, by the list's own WHERE clause. */
async function filteredIds(pool: pg.Pool, query: JudgedQuery): Promise<Set<number> | null> {
  if (!query.params) return null
  const params = new SqlParams()
  const { where } = searchClauses(await resolveTaxonomy(pool, parseJobQuery(new URLSearchParams(query.params))), params, { ranked: false })
  const { rows } = await pool.query<{ id: number }>(`SELECT j.id FROM jobs j WHERE ${where}`, params.values)
  return new Set(rows.map((r) => r.id))
}

const judged = (job: JobListItem): JudgedJob => ({ title: job.title, skills: job.skills.map((s) => s.name), category: job.category?.slug ?? null, level: job.experienceLevel })

async function runQuery(pool: pg.Pool, corpus: CorpusJob[], query: JudgedQuery): Promise<QueryResult> {
  const allowed = await filteredIds(pool, query)
  const relevantInCorpus = corpus.filter((job) => (!allowed || allowed.has(job.id)) && query.relevant(job)).length
  const started = performance.now()
  const { jobs } = await searchJobsInPool(pool, parseJobQuery(new URLSearchParams({ ...query.params, q: query.q, limit: String(K) })))
  const ms = performance.now() - started
  const hits = jobs.filter((job) => query.relevant(judged(job))).length
  return {
    query,
    p5: relevantInCorpus === 0 ? null : hits / Math.min(K, relevantInCorpus),
    results: jobs.length,
    top: jobs.slice(0, 3).map((j) => `${j.title}${j.experienceLevel === 'mid' ? '' : ` (${j.experienceLevel})`}`),
    ms,
  }
}

async function measure(pool: pg.Pool, name: string) {
  const corpus = await loadCorpus(pool)
  console.log(`\n[relevance] ${name}: ${corpus.length} active jobs, ${judgedQueries.length} judged queries`)
  const results: QueryResult[] = []
  for (const query of judgedQueries) results.push(await runQuery(pool, corpus, query))
  const scored = results.filter((r) => r.p5 !== null)
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0)
  const fmt = (p: number | null) => (p === null ? 'n/a' : p.toFixed(2))
  const row = (r: QueryResult) => [r.query.kind, `${r.query.q}${r.query.params ? ` [${new URLSearchParams(r.query.params)}]` : ''}`, fmt(r.p5), r.results, r.top.join(' | ')]
  const columns: [string, number][] = [['kind', 14], ['query', 44], ['P@5', 7], ['hits', 6], ['first results', 0]]

  console.log(`\n[relevance] ${name}: typo queries`)
  printTable(columns, results.filter((r) => r.query.kind === 'typo').map(row))
  const worst = scored.filter((r) => r.query.kind !== 'typo' && r.p5! < 0.8).sort((a, b) => a.p5! - b.p5!)
  console.log(`\n[relevance] ${name}: other queries below P@5 0.8 (${worst.length})`)
  printTable(columns, worst.map(row))
  const unjudged = results.filter((r) => r.p5 === null)
  if (unjudged.length) console.log(`\n[relevance] ${name}: no relevant job in this corpus for: ${unjudged.map((r) => r.query.q).join(', ')}`)

  const byKind = Object.fromEntries(
    [...new Set(judgedQueries.map((q) => q.kind))].map((kind) => [kind, Number(mean(scored.filter((r) => r.query.kind === kind).map((r) => r.p5!)).toFixed(3))]),
  )
  const typos = scored.filter((r) => r.query.kind === 'typo')
  const summary = {
    name,
    jobs: corpus.length,
    queries: results.length,
    meanP5: Number(mean(scored.map((r) => r.p5!)).toFixed(3)),
    zeroRate: Number((results.filter((r) => r.results === 0).length / results.length).toFixed(3)),
    typoMinP5: Number(Math.min(...typos.map((r) => r.p5!)).toFixed(3)),
    typosBelow08: typos.filter((r) => r.p5! < 0.8).length,
    meanMs: Number(mean(results.map((r) => r.ms)).toFixed(1)),
    byKind,
  }
  console.log(
    `\n[relevance] ${name}: mean P@5 ${summary.meanP5}, zero results ${(summary.zeroRate * 100).toFixed(1)}%, ` +
      `typo queries min P@5 ${summary.typoMinP5} (${summary.typosBelow08} below 0.8), ${summary.meanMs} ms per search`,
  )
  console.log(`[relevance] ${name}: mean P@5 by kind ${JSON.stringify(byKind)}`)
  return summary
}

const db = await startThrowawayDatabase('nomad-relevance-')
try {
  await prepareInProcess(db)
  const pool = new pg.Pool({ connectionString: db.url, max: 4 })
  // Idle clients see the database stop at the end; that is not this bench's failure.
  pool.on('error', () => {})
  const corpora = [await measure(pool, 'seeded')]
  if (JOBS > 0) {
    const client = await pool.connect()
    try {
      await bulkLoadJobs(client as unknown as pg.Client, JOBS)
    } finally {
      client.release()
    }
    corpora.push(await measure(pool, `${JOBS} generated`))
  }
  await pool.end()
  console.log(JSON.stringify({ bench: 'relevance', corpora }))
} finally {
  await db.remove()
}
process.exit(0)
