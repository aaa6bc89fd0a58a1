/**
 * `npm run bench:search`: a benchmark (not a test) of the public job search.
 * Creates its own embedded PostgreSQL, migrates and seeds it, bulk-loads BENCH_JOBS (default 100,000)
 * synthetic jobs (the seed's generator: realistic titles, skills, salaries and time zones, seeded randomness),
 * starts the production server on it (needs `npm run build` first) and runs autocannon with 50 connections
 * against a floor (a trivial route of the /api table, every policy step included) and /api/ready (answered before
 * those steps), our calls, Payload's generic REST `like` query, and a
 * bare pg client running our own search SQL; then, on a second server with every cache off, an uncached block
 * where each request is different (job pages, common and rare searches with typos and filters, the common ones
 * again with the visitor's country and time zone, 3-filter lists, searches with facets), compared with the uncached
 * job-page row (and the common searches once more from one connection, for latency without queueing); the country
 * row is also compared with the plain common searches. BENCH_JOBS=1000000 works (jobs are generated a batch at a time).
 * BENCH_ROWS picks rows by name (below). Prints a table, then one JSON line: {"bench":"search","jobs":N,"rows":[{name,rps,p50,p99,errors}]}.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'
import pg from 'pg'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { resolveTaxonomy } from '@cms/domain/jobs/searchJobs'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { activeJobBySlugSql, countSql, countedPageSql, jobsByIdsSql, pageIdsSql, pageJobsSql } from '@cms/domain/jobs/sql'
import { windowReadFor } from '@cms/domain/jobs/search/windowRead'
import { bulkLoadJobs } from './lib/bulkLoadJobs'
import { commonSearches, countrySearches, facetSearches, oneWordSearches, rareSearches, threeFilterLists } from './lib/realisticQueries'
import { printTable, stopServer } from './lib/report'
import { startThrowawayDatabase } from './lib/throwawayDatabase'
import { freePort } from '../lib/ports'
import { runPrepare } from '../lib/runPrepare'
import { waitForHttp } from '../lib/waitForHttp'
import { unreachableProviderEnv } from '../../tests/support/fakeProviders'

const JOBS = Number(process.env.BENCH_JOBS || 100_000)
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = 50
/**
 * BENCH_ROWS (comma-separated parts of row names, e.g. `uncached job page,1 conn`) runs only the rows whose names
 * hold one of them: a figure at 1,000,000 jobs without the half hour of rows before it. Unset, every row runs.
 */
const ROW_FILTER = (process.env.BENCH_ROWS ?? '').split(',').map((part) => part.trim()).filter(Boolean)
const wanted = (name: string) => ROW_FILTER.length === 0 || ROW_FILTER.some((part) => name.includes(part))

interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
}

if (!fs.existsSync('cms/.next/BUILD_ID') || !fs.existsSync('cms/public/index.html')) {
  console.error('[bench] no production build: run `npm run build` first')
  process.exit(1)
}

/**
 * BENCH_DATABASE_URL: a database this bench loaded before (kept, e.g. 1,000,000 jobs that take 20 minutes to load),
 * used as it is: not migrated, seeded, loaded or removed. Unset, a throwaway database is made and loaded.
 */
const keptDatabase = process.env.BENCH_DATABASE_URL
const db = keptDatabase ? { url: keptDatabase, remove: async () => {} } : await startThrowawayDatabase()
let server: ReturnType<typeof spawn> | null = null

/** autocannon on one URL, or on `base` with a different path from `paths` on every request (round robin). */
function cannon(name: string, url: string, paths?: string[], connections = CONNECTIONS): Promise<Row> {
  let next = 0
  const requests = paths ? [{ setupRequest: (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length] }) }] : undefined
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, requests }, (error, result) => {
      if (error) return reject(error)
      const errors = result.errors + result.timeouts + (result.non2xx ?? 0)
      resolve({ name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors })
    })
  })
}

/**
 * 50 concurrent workers on a 50-client pool, each taking the next of `inputs` (round robin) and running `one` on
 * it, for DURATION seconds: the database's side of a call, with no HTTP server and no cache in between.
 */
async function barePg<T>(name: string, url: string, inputs: T[], one: (pool: pg.Pool, input: T) => Promise<unknown>): Promise<Row> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS })
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const deadline = Date.now() + DURATION * 1000
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now()
      try {
        await one(pool, inputs[next++ % inputs.length]!)
        latencies.push(performance.now() - started)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  await pool.end()
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)
  return { name, rps: Math.round(latencies.length / DURATION), p50: pct(50), p99: pct(99), errors }
}

/** Waits (at most two minutes) until no other session of the bench's database is running a statement. */
async function untilDatabaseIdle(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`,
    )
    if (rows[0]!.n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** A search URL of the /api table read as its handler reads it (the search box's lists count up to SEARCH_COUNT_LIMIT). */
const searchQueryOf = (path: string) => ({ ...parseJobQuery(new URL(path, 'http://bench').searchParams), countLimit: SEARCH_COUNT_LIMIT })

/**
 * What our search asks of PostgreSQL for one uncached request, as searchJobsInPool does it when no count is cached:
 * the typo look-up, one read of the matches (counted up to SEARCH_COUNT_LIMIT, the page ranked), the page's columns.
 */
async function ourSearchSql(pool: pg.Pool, path: string): Promise<void> {
  const query = await resolveTaxonomy(pool, searchQueryOf(path))
  const counted = countedPageSql(query, await windowReadFor(pool, query))!
  const { rows } = await pool.query<{ ids: number[] }>(counted.text, counted.values)
  const page = jobsByIdsSql(rows[0]?.ids ?? [])
  await pool.query(page.text, page.values)
}

try {
  // One client (autocannon) makes every call: the public rate limit is off, as docs/api.md says for benchmarks.
  // Every source at a local dead address: the seed's first-start ingestion run must not fetch outside hosts mid-measurement.
  // Admission is off too: these rows measure what one server answers with 50 clients waiting on it, and its limit of 48
  // requests at once would refuse some of them (bench:load measures the refusals).
  const env = {
    ...process.env, ...unreachableProviderEnv(), DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret', NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0', ADMISSION_MAX_IN_FLIGHT: '0', ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
  }
  const client = new pg.Client({ connectionString: db.url })
  if (!keptDatabase) {
    console.log('[bench] migrating and seeding...')
    await runPrepare({ env })
  }
  await client.connect()
  if (!keptDatabase) await bulkLoadJobs(client, JOBS)
  const total = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`)).rows[0]!.n
  // The postings' size on disk (table and indexes), one of the 1,000,000-job run's figures.
  const postingsSize = (await client.query<{ size: string }>(`SELECT pg_size_pretty(pg_total_relation_size('job_postings')) AS size`)).rows[0]!.size
  console.log(`[bench] postings: ${postingsSize}`)
  // A rare term: the least used skill.
  const rare = (
    await client.query<{ name: string }>(
      `SELECT s.name FROM jobs_rels r JOIN skills s ON s.id = r.skills_id GROUP BY s.name ORDER BY count(*) ASC, s.name LIMIT 1`,
    )
  ).rows[0]!.name
  // A job page: one active job from the middle of the table.
  const detailSlug = (await client.query<{ slug: string }>(`SELECT slug FROM jobs WHERE status = 'active' ORDER BY id OFFSET $1 LIMIT 1`, [Math.floor(total / 2)])).rows[0]!.slug
  // 1,000 different active job pages for the uncached job-page row.
  const jobPagePaths = (await client.query<{ slug: string }>(`SELECT slug FROM jobs WHERE status = 'active' ORDER BY md5(slug) LIMIT 1000`)).rows.map((r) => `/api/jobs/${r.slug}`)
  console.log(`[bench] ${total} jobs in the database; rare term: ${rare}; job detail: ${detailSlug}`)
  if (process.env.BENCH_RANDOM_PAGE_COST) await client.query(`SET random_page_cost = ${Number(process.env.BENCH_RANDOM_PAGE_COST)}`)
  if (process.env.BENCH_EXPLAIN === '1') {
    // The plans of our SQL on this data (BENCH_EXPLAIN=1), to see which index serves each call.
    for (const qs of ['q=developer', `q=${encodeURIComponent(rare)}`, 'category=development&type=full-time&salary=100000-150000']) {
      const query = await resolveTaxonomy(client as unknown as pg.Pool, parseJobQuery(new URLSearchParams(qs)))
      const count = countSql(query)
      const n = (await client.query<{ count: number }>(count.text, count.values)).rows[0]!.count
      const page = pageIdsSql(query)
      const jobs = pageJobsSql(query)
      for (const [label, text, values] of [['count', count.text, count.values], ['page ids', page.text, page.values], ['page with columns', jobs.text, jobs.values]] as const) {
        const plan = (await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`, values as unknown[])).rows.map((r) => r['QUERY PLAN']).join('\n')
        console.log(`\n[explain] ${qs} ${label} (total ${n})\n${plan}`)
      }
    }
    if (process.env.BENCH_EXPLAIN_ONLY === '1') {
      await client.end()
      throw new Error('explain only')
    }
  }
  await client.end()

  const startServer = async (extra: Record<string, string> = {}) => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    server = spawn('npx', ['tsx', 'cms/server/main.ts'], { env: { ...env, NODE_ENV: 'production', PORT: String(port), SITE_URL: url, ...extra }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
    await waitForHttp(`${url}/api/health`)
    return url
  }
  const base = await startServer()

  const common = 'developer'
  const rareQ = encodeURIComponent(rare)
  const targets: [string, string][] = [
    // The floor: a trivial route of the /api table, through every policy step the hot reads pass (headers, address
    // check, budget, body rules, compression); /api/ready is answered before those steps, for comparison.
    ['floor (/api/live)', '/api/live'],
    ['readiness (/api/ready)', '/api/ready'],
    ['search common term', `/api/search?q=${common}`],
    ['search rare term', `/api/search?q=${rareQ}`],
    ['jobs 3 filters', `/api/jobs?category=development&type=full-time&salary=100000-150000`],
    ['job detail', `/api/jobs/${detailSlug}`],
    ['search count=true', `/api/search?q=engineer&count=true`],
    ['payload REST like', `/cms/api/jobs?where[title][like]=${common}&limit=10&depth=1`],
  ]
  const rows: Row[] = []
  for (const [name, pathname] of targets.filter(([name]) => wanted(name))) {
    await fetch(`${base}${pathname}`) // warm-up (compile caches, plan caches)
    console.log(`[bench] ${name}: ${pathname}`)
    rows.push(await cannon(name, `${base}${pathname}`))
  }
  if (wanted('bare pg our SQL (common)')) {
    console.log('[bench] bare pg: our search SQL')
    rows.push(await barePg('bare pg our SQL (common)', db.url, [`/api/search?q=${common}`], ourSearchSql))
  }

  // One pool or two? Connections the server holds after the runs (Payload's pool is 10 at most, plus the cache listener).
  const probe = new pg.Client({ connectionString: db.url })
  await probe.connect()
  const connections = (await probe.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows[0]!.n
  console.log(`[bench] the server holds ${connections} database connections`)

  // Uncached: a second server with every cache off, and a different request each time (issue 21).
  await stopServer(server)
  const uncachedBase = await startServer({ PUBLIC_READ_CACHE_SECONDS: '0', JOB_COUNT_CACHE_SECONDS: '0' })
  const uncached: [string, string[], number][] = [
    ['uncached job page', jobPagePaths, CONNECTIONS],
    ['uncached search common', commonSearches(), CONNECTIONS],
    // The same searches from visitors who chose where they live (issue 22): compared with the row above.
    ['uncached search + country', countrySearches(), CONNECTIONS],
    ['uncached search rare', rareSearches(), CONNECTIONS],
    // One word each: the postings plan's own case (an index range scan), so the best an uncached search does here.
    ['uncached search one word', oneWordSearches(), CONNECTIONS],
    ['uncached 3-filter list', threeFilterLists(), CONNECTIONS],
    ['uncached search + facets', facetSearches(), CONNECTIONS],
    // One visitor at a time: the latency of an uncached search when nothing queues (the 1,000,000-job targets).
    ['uncached search common, 1 conn', commonSearches(), 1],
  ]
  const uncachedRows: Row[] = []
  for (const [name, paths, connectionCount] of uncached.filter(([name]) => wanted(name))) {
    // Requests a previous row's autocannon gave up on may still run in the database: wait until they are done, so
    // a row measures its own requests (the 1,000,000-job one-connection row once measured the facets row's tail).
    await untilDatabaseIdle(probe)
    for (const pathname of paths.slice(0, 20)) await fetch(`${uncachedBase}${pathname}`) // warm-up
    // And what the warm-up started in the background (the server's first search rebuilds the typo vocabulary).
    await untilDatabaseIdle(probe)
    console.log(`[bench] ${name}: ${paths.length} different requests, ${connectionCount} connection(s), e.g. ${paths[1]}`)
    uncachedRows.push(await cannon(name, uncachedBase, paths, connectionCount))
  }
  await probe.end()

  // The database's side of the same calls (bare pg, no server, no cache): how far any PostgreSQL full-text search
  // can go. The FTS floor is the least a text list can ask: its newest 10 matches, words already parsed and
  // corrected, no count, no ranking, no highlight.
  const commonPaths = commonSearches()
  const databaseCalls: [string, () => Promise<Row>][] = [
    ['bare pg job page', () => barePg('bare pg job page', db.url, jobPagePaths.map((path) => decodeURIComponent(path.split('/').pop()!)), (pool, slug) => {
      const statement = activeJobBySlugSql(slug)
      return pool.query(statement.text, statement.values)
    })],
    ['bare pg search common (ours)', () => barePg('bare pg search common (ours)', db.url, commonPaths, ourSearchSql)],
    ['bare pg full-text floor', async () => {
      const floorPool = new pg.Pool({ connectionString: db.url, max: 4 })
      const newestTen = await Promise.all(commonPaths.slice(0, 300).map(async (path) => pageIdsSql(await resolveTaxonomy(floorPool, { ...searchQueryOf(path), sort: 'newest', page: 1 }))))
      await floorPool.end()
      return barePg('bare pg full-text floor', db.url, newestTen, (pool, statement) => pool.query(statement.text, statement.values))
    }],
  ]
  const databaseRows: Row[] = []
  for (const [name, measure] of databaseCalls.filter(([name]) => wanted(name))) {
    console.log(`[bench] ${name}`)
    databaseRows.push(await measure())
  }

  /** `row`'s throughput as a share of the row named `baseName`, or '-' when that row did not run. */
  const ratio = (row: Row, of: Row[], baseName: string) => {
    const base = of.find((r) => r.name === baseName)
    return base ? (row.rps / Math.max(1, base.rps)).toFixed(2) : '-'
  }
  if (rows.length > 0) printTable(
    [['call', 28], ['req/s', 10], ['p50 ms', 10], ['p99 ms', 10], ['errors', 8], ['of floor', 0]],
    rows.map((r) => [r.name, r.rps, r.p50, r.p99, r.errors, ratio(r, rows, 'floor (/api/live)')]),
  )
  const floor = rows.find((r) => r.name === 'floor (/api/live)')
  if (floor) console.log(`\nfloor vs /api/ready: ${ratio(floor, rows, 'readiness (/api/ready)')} (the table's policy steps cost the rest)`)
  printTable(
    [['uncached call', 32], ['req/s', 10], ['p50 ms', 10], ['p99 ms', 10], ['errors', 8], ['of job page', 0]],
    uncachedRows.map((r) => [r.name, r.rps, r.p50, r.p99, r.errors, ratio(r, uncachedRows, 'uncached job page')]),
  )
  if (databaseRows.length > 0) printTable(
    [['database side', 32], ['req/s', 10], ['p50 ms', 10], ['p99 ms', 10], ['errors', 8], ['of job page', 0]],
    databaseRows.map((r) => [r.name, r.rps, r.p50, r.p99, r.errors, ratio(r, databaseRows, 'bare pg job page')]),
  )
  const countrySearch = uncachedRows.find((r) => r.name === 'uncached search + country')
  if (countrySearch) console.log(`\nuncached search + country vs uncached search common: ${ratio(countrySearch, uncachedRows, 'uncached search common')} (issue 22 asks at least 0.8)`)
  const ours = rows.find((r) => r.name === 'search common term')
  if (ours) console.log(`\nsearch common term vs Payload REST like: ${ratio(ours, rows, 'payload REST like')}x the throughput`)
  console.log(JSON.stringify({ bench: 'search', jobs: total, postingsSize, connections, rows, uncached: uncachedRows, database: databaseRows }))
} finally {
  await stopServer(server)
  await db.remove()
}
process.exit(0)
