/**
 * `npm run bench:search`: a benchmark (not a test) of the public job search.
 * Creates its own embedded PostgreSQL, migrates and seeds it, bulk-loads BENCH_JOBS (default 100,000)
 * synthetic jobs (the seed's generator: realistic titles, skills, salaries and time zones, seeded randomness),
 * starts the production server on it (needs `npm run build` first) and runs autocannon with 50 connections
 * against a floor (a trivial route of the /api table, every policy step included) and /api/ready (answered before
 * those steps), our calls, Payload's generic REST `like` query, and a
 * bare pg client running our own search SQL.
 * Prints a table, then one JSON line: {"bench":"search","jobs":N,"rows":[{name,rps,p50,p99,errors}]}.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'
import pg from 'pg'
import { parseUtcOffset } from '@collections/Jobs/parseUtcOffset'
import { slugify } from '@cms/contract/slugify'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { resolveTaxonomy } from '@cms/domain/jobs/searchJobs'
import { countSql, pageIdsSql, pageJobsSql } from '@cms/domain/jobs/sql'
import { generateJobs } from '../../seed/generateJobs'
import { printTable, stopServer } from './lib/report'
import { startThrowawayDatabase } from './lib/throwawayDatabase'
import { freePort } from '../lib/ports'
import { run } from '../lib/processes'
import { waitForHttp } from '../lib/waitForHttp'

const JOBS = Number(process.env.BENCH_JOBS || 100_000)
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = 50

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

const db = await startThrowawayDatabase()
let server: ReturnType<typeof spawn> | null = null

async function bulkLoad(client: pg.Client) {
  const ids = async (table: string, key: string) =>
    new Map((await client.query<{ id: number; k: string }>(`SELECT id, ${key} AS k FROM ${table}`)).rows.map((r) => [r.k, r.id]))
  const companies = await ids('companies', 'name')
  const categories = await ids('categories', 'slug')
  const locations = await ids('locations', 'slug')
  const skills = await ids('skills', 'name')
  // Triggers off during the load: each row's search document is computed in the INSERT itself.
  await client.query(`SET session_replication_role = replica`)
  const jobs = generateJobs(JOBS, new Date(), 4242)
  const BATCH = 5000
  for (let start = 0; start < jobs.length; start += BATCH) {
    const batch = jobs.slice(start, start + BATCH)
    const col = <T>(fn: (j: (typeof batch)[number], i: number) => T) => batch.map(fn)
    const { rows } = await client.query<{ id: number; external_id: string }>(
      `INSERT INTO jobs (title, slug, description, posted_at, type, experience_level, featured, salary_min, salary_max, salary_currency,
         salary_period, timezone, utc_offset, company_id, category_id, location_id, apply_url, source, external_id, status, search_vector)
       SELECT t.title, t.slug, t.description, t.posted_at, t.type::enum_jobs_type, t.exp::enum_jobs_experience_level, t.featured,
         t.smin, t.smax, t.cur, t.period::enum_jobs_salary_period, t.tz, t.off, t.company, t.category, t.location, t.apply,
         t.source::enum_jobs_source, t.ext, t.status::enum_jobs_status,
         job_search_document(t.title, t.company_name, t.skill_names, t.description)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::boolean[], $8::numeric[], $9::numeric[],
         $10::text[], $11::text[], $12::text[], $13::numeric[], $14::int[], $15::int[], $16::int[], $17::text[], $18::text[], $19::text[], $20::text[],
         $21::text[], $22::text[])
         AS t(title, slug, description, posted_at, type, exp, featured, smin, smax, cur, period, tz, off, company, category, location, apply, source, ext, status,
           company_name, skill_names)
       RETURNING id, external_id`,
      [
        col((j) => j.title),
        col((j, i) => `b-${j.slug}-${start + i}`),
        col((j) => j.description),
        col((j) => j.postedAt),
        col((j) => j.type),
        col((j) => j.experienceLevel),
        col((j) => j.featured),
        col((j) => j.salaryMin),
        col((j) => j.salaryMax),
        col((j) => j.salaryCurrency),
        col((j) => j.salaryPeriod),
        col((j) => j.timezone || null),
        col((j) => parseUtcOffset(j.timezone)),
        col((j) => companies.get(j.company)!),
        col((j) => categories.get(j.category)!),
        col((j) => locations.get(j.location)!),
        col((j) => j.applyUrl),
        col((j) => j.source),
        col((j, i) => `bench-${start + i}`),
        // About 5% expired, as after a few sweeps: they must stay out of every public answer.
        col((_, i) => ((start + i) % 20 === 7 ? 'expired' : 'active')),
        // The same document the triggers build (job_search_document), computed in the insert instead of row by row.
        col((j) => j.company),
        col((j) => j.skills.join(' ')),
      ],
    )
    const idByExt = new Map(rows.map((r) => [r.external_id, r.id]))
    const rel = { order: [] as number[], parent: [] as number[], skill: [] as number[] }
    batch.forEach((job, i) => {
      job.skills.forEach((name, order) => {
        const skill = skills.get(name) ?? skills.get(slugify(name))
        if (!skill) return
        rel.order.push(order + 1)
        rel.parent.push(idByExt.get(`bench-${start + i}`)!)
        rel.skill.push(skill)
      })
    })
    await client.query(
      `INSERT INTO jobs_rels ("order", parent_id, path, skills_id) SELECT o, p, 'skills', s FROM unnest($1::int[], $2::int[], $3::int[]) AS t(o, p, s)`,
      [rel.order, rel.parent, rel.skill],
    )
    process.stdout.write(`\r[bench] loaded ${Math.min(start + BATCH, jobs.length)} / ${jobs.length} jobs`)
  }
  console.log('')
  await client.query(`SET session_replication_role = origin`)
  await client.query('VACUUM ANALYZE jobs')
  await client.query('VACUUM ANALYZE jobs_rels')
}

function cannon(name: string, url: string): Promise<Row> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) => {
      if (error) return reject(error)
      const errors = result.errors + result.timeouts + (result.non2xx ?? 0)
      resolve({ name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors })
    })
  })
}

/** 50 concurrent workers on a 50-client pool running our search SQL (count, then the page with its columns), uncached, for DURATION seconds. */
async function barePg(name: string, url: string, qs: string): Promise<Row> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS })
  const query = await resolveTaxonomy(pool, parseJobQuery(new URLSearchParams(qs)))
  const latencies: number[] = []
  let errors = 0
  const deadline = Date.now() + DURATION * 1000
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now()
      try {
        const count = countSql(query)
        const total = (await pool.query<{ count: number }>(count.text, count.values)).rows[0]!.count
        const page = pageJobsSql(query, total)
        await pool.query(page.text, page.values)
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

try {
  // One client (autocannon) makes every call: the public rate limit is off, as README says for benchmarks.
  const env = { ...process.env, DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret', NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1', PUBLIC_RATE_LIMIT_PER_MINUTE: '0' }
  console.log('[bench] migrating and seeding...')
  await run('npx', ['tsx', 'scripts/prepare.ts'], { env })
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  await bulkLoad(client)
  const total = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`)).rows[0]!.n
  // A rare term: the least used skill.
  const rare = (
    await client.query<{ name: string }>(
      `SELECT s.name FROM jobs_rels r JOIN skills s ON s.id = r.skills_id GROUP BY s.name ORDER BY count(*) ASC, s.name LIMIT 1`,
    )
  ).rows[0]!.name
  // A job page: one active job from the middle of the table.
  const detailSlug = (await client.query<{ slug: string }>(`SELECT slug FROM jobs WHERE status = 'active' ORDER BY id OFFSET $1 LIMIT 1`, [Math.floor(total / 2)])).rows[0]!.slug
  console.log(`[bench] ${total} jobs in the database; rare term: ${rare}; job detail: ${detailSlug}`)
  if (process.env.BENCH_RANDOM_PAGE_COST) await client.query(`SET random_page_cost = ${Number(process.env.BENCH_RANDOM_PAGE_COST)}`)
  if (process.env.BENCH_EXPLAIN === '1') {
    // The plans of our SQL on this data (BENCH_EXPLAIN=1), to see which index serves each call.
    for (const qs of ['q=developer', `q=${encodeURIComponent(rare)}`, 'category=development&type=full-time&salary=100000-150000']) {
      const query = await resolveTaxonomy(client as unknown as pg.Pool, parseJobQuery(new URLSearchParams(qs)))
      const count = countSql(query)
      const n = (await client.query<{ count: number }>(count.text, count.values)).rows[0]!.count
      const page = pageIdsSql(query, n)
      const jobs = pageJobsSql(query, n)
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

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  server = spawn('npx', ['tsx', 'cms/server/main.ts'], { env: { ...env, NODE_ENV: 'production', PORT: String(port), SITE_URL: base }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  await waitForHttp(`${base}/api/health`)

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
  for (const [name, pathname] of targets) {
    await fetch(`${base}${pathname}`) // warm-up (compile caches, plan caches)
    console.log(`[bench] ${name}: ${pathname}`)
    rows.push(await cannon(name, `${base}${pathname}`))
  }
  console.log('[bench] bare pg: our search SQL')
  rows.push(await barePg('bare pg our SQL (common)', db.url, `q=${common}`))

  // One pool or two? Connections the server holds after the runs (Payload's pool is 10 at most, plus the cache listener).
  const probe = new pg.Client({ connectionString: db.url })
  await probe.connect()
  const connections = (await probe.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows[0]!.n
  await probe.end()
  console.log(`[bench] the server holds ${connections} database connections`)

  const floor = rows[0]!
  printTable(
    [['call', 28], ['req/s', 10], ['p50 ms', 10], ['p99 ms', 10], ['errors', 8], ['of floor', 0]],
    rows.map((r) => [r.name, r.rps, r.p50, r.p99, r.errors, `${Math.round((100 * r.rps) / Math.max(1, floor.rps))}%`]),
  )
  const ready = rows.find((r) => r.name === 'readiness (/api/ready)')!
  console.log(`\nfloor vs /api/ready: ${(floor.rps / Math.max(1, ready.rps)).toFixed(2)} (the table's policy steps cost the rest)`)
  const ours = rows.find((r) => r.name === 'search common term')!
  const payloadLike = rows.find((r) => r.name === 'payload REST like')!
  console.log(`\nsearch common term vs Payload REST like: ${(ours.rps / Math.max(1, payloadLike.rps)).toFixed(1)}x the throughput`)
  console.log(JSON.stringify({ bench: 'search', jobs: total, connections, rows }))
} finally {
  await stopServer(server)
  await db.remove()
}
process.exit(0)
