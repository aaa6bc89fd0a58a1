/**
 * `npm run bench:load`: a benchmark (not a test) of the site as several servers run it, under a mix of
 * realistic sessions. Needs `npm run build` first. Starts a throwaway embedded PostgreSQL (migrated and seeded)
 * with a streaming replica, two web servers reading from it (DATABASE_READ_URLS) and one worker, then sends
 * sessions (lib/loadSessions.ts: browsing and searching with the realistic queries of bench:search, job pages,
 * sign-ins and saves, alerts, an employer writing a job post, feeds) to the two servers in turn, at a fixed
 * BENCH_RATE requests a second (default 20) for BENCH_SECONDS (default 60). Then the same traffic again with
 * the servers on the primary alone and the replica stopped.
 * Prints, per route and page type and for each run: answers served (the status the session expected), errors (no
 * answer, or a status the session did not expect; a shed 503 is not one), server5xx (every 5xx, shed ones included),
 * shed (refused at once with 503 and Retry-After because a server was full), p50/p95/p99 and the slowest answer, then
 * the errors' statuses per route (`errorStatuses` in the JSON line; 0 for no answer in time); the
 * share of database transactions the replica served; and one JSON line:
 * {"bench":"load","rate","seconds","withReplica":{...},"withoutReplica":{...}}.
 * Each cluster started is warmed before its first run: one request per page type, then BENCH_WARMUP_SECONDS (default
 * 10; 0 for none) of other sessions at BENCH_WARMUP_RATE (default 20) a second, not measured.
 * BENCH_AFTER_RATE=n (a flood's run): the same sessions go on at n a second for BENCH_AFTER_SECONDS (default 20) from the
 * moment the flood's last request is sent, and each run also reports the page types' p99 over the requests sent
 * from 10 s after the flood on (`afterFlood`): whether the servers are back to normal within 10 s.
 * BENCH_RAMP=1 instead raises the rate in steps (BENCH_RAMP_START, default 40 a second, plus BENCH_RAMP_STEP, default
 * 40, up to BENCH_RAMP_MAX, default 800; BENCH_SECONDS each, default 15) with the replica, until a page type's p99
 * passes 300 ms, and prints that knee: {"bench":"load","ramp":[...],"knee":{...}}.
 * BENCH_COST=n instead sends n sessions' requests one at a time to one server (the mix above, nothing else running
 * on it) and prints the server process's CPU milliseconds per request for each route and page type (user + system
 * of all its threads, the password hash's pool included; PostgreSQL is another process), so a change's saving is
 * read per route: {"bench":"load","cost":[{route,requests,cpuMsPerRequest,msPerRequest}]}.
 * BENCH_CPU_PROFILE=dir: the first web server of each cluster writes a CPU profile of its whole run (warm-up and
 * load, with its start) into dir when it stops (open it in Chrome's DevTools).
 * BENCH_SAMPLES=file: every answer of each run (label, sentAt and ms from the run's start, status, shed) goes to
 * file-with-replica.json and file-without-replica.json, to see when in a run its slow answers were sent.
 * BENCH_LOG_DIR=dir: each server's and the worker's log (LOG_LEVEL warn) goes to a file of its own in dir, to find
 * what a 5xx was; without it their logs are dropped.
 * Every process shares this machine's cores: the replica adds no capacity here, only its routing is measured. So
 * does the load generator: its requests go through lib/benchClient.ts (about a fifth of `fetch`'s CPU), and each run
 * prints the generator's own CPU (`generatorCores`), which the servers did not get.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import pg from 'pg'
import { createBenchClient } from './lib/benchClient'
import { readStepAnswer, sessionSource, stepRequest, type Corpus, type Session } from './lib/loadSessions'
import { printTable, stopServer } from './lib/report'
import { startEmbeddedPostgres, type PostgresServer } from '../lib/embeddedPostgres'
import { freePort } from '../lib/ports'
import { runPrepare } from '../lib/runPrepare'
import { startStreamingReplica } from '../lib/streamingReplica'
import { waitForHttp } from '../lib/waitForHttp'
import { unreachableProviderEnv } from '../../tests/support/fakeProviders'

const RAMP = process.env.BENCH_RAMP === '1'
const COST_SESSIONS = Number(process.env.BENCH_COST || 0)
const RATE = Number(process.env.BENCH_RATE || 20)
const SECONDS = Number(process.env.BENCH_SECONDS || (RAMP ? 15 : 60))
const RAMP_START = Number(process.env.BENCH_RAMP_START || 40)
const RAMP_STEP = Number(process.env.BENCH_RAMP_STEP || 40)
const RAMP_MAX = Number(process.env.BENCH_RAMP_MAX || 800)
const AFTER_RATE = Number(process.env.BENCH_AFTER_RATE || 0)
const AFTER_SECONDS = Number(process.env.BENCH_AFTER_SECONDS || 20)
const WARM_UP_RATE = Number(process.env.BENCH_WARMUP_RATE || 20)
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10)
/** The warm-up's sessions are drawn with another seed than the measured ones, so the run does not measure its own warm-up in the caches. */
const WARM_UP_SEED = 7
/**
 * A ramp's steps draw their sessions from seeds of their own, for the same reason: with one seed every step sent the
 * searches of the step before it again, and from the third step on the servers answered most of them from cache.
 */
const rampStepSeed = (step: number) => 100 + 10 * step
/** How long after a flood the servers have to be back under the target. */
const RECOVERY_MS = 10_000
const REQUEST_TIMEOUT_MS = 10_000
const METRICS_TOKEN = 'bench-metrics-token'
/** The targets of this bench for every public page type (docs/operations.md). */
const P99_TARGET_MS = 300

interface Sample {
  label: string
  ms: number
  status: number
  /** Answered with a status the session expected. */
  ok: boolean
  /** Refused at once by a full server: 503 with Retry-After (cms/server/admitRequests.ts). */
  shed: boolean
  /** When it was sent, ms from the first request of the run. */
  sentAt: number
}

/** What a set of answers came to; `errors` leaves out shed requests, `server5xx` counts them. */
interface Outcome {
  requests: number
  served: number
  errors: number
  server5xx: number
  shed: number
  /** The slowest answer (ms), refused or not. */
  slowest: number
}

interface RouteRow extends Outcome {
  route: string
  p50: number
  p95: number
  p99: number
  /** The errors by what they were: a status the session did not expect, or 0 for no answer in time. */
  errorStatuses: Record<string, number>
}

interface RunResult extends Outcome {
  /** Of the transactions both database servers ran during the run, the replica's share (null without one). */
  replicaShare: number | null
  /**
   * The load generator's own event-loop delay over the run (p99, ms): it shares the cores too, and every time it
   * measures includes its own lateness, so a high figure here means the servers' answers were faster than printed.
   */
  generatorDelayP99Ms: number
  /** The load generator's own CPU over the run, in cores (user + system of this process): CPU the servers did not get. */
  generatorCores: number
  routes: RouteRow[]
  /** The servers' refusals during the run by reason (their /metrics): in_flight, event_loop or sign_in_turns. */
  shedByReason: Record<string, number>
  /** With BENCH_AFTER_RATE: the page types over the requests sent from RECOVERY_MS after the flood's last one. */
  afterFlood?: { rate: number; routes: RouteRow[] }
}

for (const file of ['cms/.next/BUILD_ID', 'cms/public/index.html', 'cms/.ssr/entry-server.js']) {
  if (!fs.existsSync(file)) {
    console.error(`[bench] no production build (${file} is missing): run \`npm run build\` first`)
    process.exit(1)
  }
}

/** The measured requests' client (cheap on CPU: the generator shares the cores it measures). */
const client = createBenchClient()
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-bench-load-'))
const children: ChildProcess[] = []
let primary: PostgresServer | null = null
let replica: PostgresServer | null = null

const SAMPLES_FILE = process.env.BENCH_SAMPLES ? path.resolve(process.env.BENCH_SAMPLES) : null

const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : null

const LOG_DIR = process.env.BENCH_LOG_DIR ? path.resolve(process.env.BENCH_LOG_DIR) : null
let logFiles = 0

/** Where a process's log goes: a new file in BENCH_LOG_DIR, or nowhere. */
function logTarget(args: string[], env: NodeJS.ProcessEnv): number | 'ignore' {
  if (!LOG_DIR) return 'ignore'
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const name = `${++logFiles}-${path.basename(args[0]!, '.ts')}${env.PORT ? `-${env.PORT}` : ''}.log`
  return fs.openSync(path.join(LOG_DIR, name), 'a')
}

function spawnNode(args: string[], env: NodeJS.ProcessEnv, nodeFlags: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], { env, detached: true, stdio: ['ignore', logTarget(args, env), 'inherit'] })
  children.push(child)
  return child
}

const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!) : 0)

function outcome(samples: Sample[]): Outcome {
  return {
    requests: samples.length,
    served: samples.filter((s) => s.ok).length,
    errors: samples.filter((s) => !s.ok && !s.shed).length,
    server5xx: samples.filter((s) => s.status >= 500).length,
    shed: samples.filter((s) => s.shed).length,
    slowest: Math.round(samples.reduce((most, s) => Math.max(most, s.ms), 0)),
  }
}

function errorStatuses(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const sample of samples) if (!sample.ok && !sample.shed) counts[sample.status] = (counts[sample.status] ?? 0) + 1
  return counts
}

function summarise(samples: Sample[]): RouteRow[] {
  const byRoute = new Map<string, Sample[]>()
  for (const sample of samples) byRoute.set(sample.label, [...(byRoute.get(sample.label) ?? []), sample])
  return [...byRoute]
    .map(([route, list]) => {
      const ms = list.map((s) => s.ms).sort((x, y) => x - y)
      return { route, ...outcome(list), p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99), errorStatuses: errorStatuses(list) }
    })
    .sort((x, y) => x.route.localeCompare(y.route))
}

/** Transactions a database server has run in the bench's database (its own statistics; a standby keeps its own). */
async function transactions(url: string): Promise<number> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const { rows } = await db.query<{ n: string }>('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()')
    return Number(rows[0]!.n)
  } finally {
    await db.end()
  }
}

/** A stretch of steady traffic: `rate` requests a second for `seconds`. */
interface Phase {
  rate: number
  seconds: number
}

/** Sends sessions' requests at each phase's rate in turn, each session's next step after its previous answer. */
async function drive(bases: string[], siteUrl: string, corpus: Corpus, phases: Phase[], seed?: number): Promise<Sample[]> {
  const nextSession = sessionSource(corpus, seed)
  const ready: { session: Session; step: number }[] = []
  const samples: Sample[] = []
  const inFlight = new Set<Promise<void>>()
  let sent = 0

  const send = async (entry: { session: Session; step: number }) => {
    const step = entry.session.steps[entry.step]!(entry.session.state)
    const init = stepRequest(step, entry.session, siteUrl)
    const started = performance.now()
    const sentAt = started - start
    const answer = await client.send(`${bases[sent++ % bases.length]}${step.path}`, init, REQUEST_TIMEOUT_MS)
    const { status } = answer
    const shed = status === 503 && 'retry-after' in answer.headers
    readStepAnswer(step, answer, entry.session.state)
    const ok = step.ok.includes(status)
    samples.push({ label: step.label, ms: performance.now() - started, status, ok, shed, sentAt })
    // A session whose step failed (or was refused) ends there, as a visitor would leave.
    if (ok && entry.step + 1 < entry.session.steps.length) ready.push({ session: entry.session, step: entry.step + 1 })
  }

  const start = performance.now()
  let phaseStart = start
  let total = 0
  for (const { rate, seconds } of phases) {
    for (let i = 0; i < rate * seconds; i++) {
      const wait = phaseStart + (i * 1000) / rate - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const request = send(ready.shift() ?? { session: nextSession(), step: 0 })
      inFlight.add(request)
      void request.finally(() => inFlight.delete(request))
    }
    total += rate * seconds
    phaseStart += seconds * 1000
  }
  console.log(`[bench] ${total} requests sent, waiting for ${inFlight.size} answers`)
  await Promise.all(inFlight)
  return samples
}

/** One request per page type and hot call on each server, so the run measures warm servers (not first renders). */
async function warmUp(bases: string[], corpus: Corpus): Promise<void> {
  const paths = ['/', '/search?q=developer', `/jobs/${corpus.jobSlugs[0]}`, '/categories/development', '/post-a-job', '/feeds/jobs.rss', '/sitemap.xml', '/api/search?q=developer', '/api/job-posts/tiers']
  for (const base of bases) for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer()
}

/**
 * Warms a cluster just started: its first requests, then WARM_UP_SECONDS of other sessions (another seed: the run
 * must not find its own requests in the caches), unmeasured. Started cold, a server spent the first 4-5 s of a run
 * at 80 a second compiling its hot code and filling its caches (page p50 110-270 ms, then 5-50), and those seconds
 * held every page type's p99 over 300 ms of the run: the tail of a restart, not of the rate.
 */
async function warmUpWithTraffic(bases: string[], siteUrl: string, corpus: Corpus): Promise<void> {
  await warmUp(bases, corpus)
  if (WARM_UP_SECONDS > 0) await drive(bases, siteUrl, corpus, [{ rate: WARM_UP_RATE, seconds: WARM_UP_SECONDS }], WARM_UP_SEED)
}

/** One run at `rate` on a warm cluster, its sessions drawn with `seed` (sessionSource's default when not given). */
async function measure(bases: string[], siteUrl: string, corpus: Corpus, replicaUrl: string | null, rate = RATE, seed?: number): Promise<RunResult> {
  const before = replicaUrl ? await Promise.all([transactions(primary!.url), transactions(replicaUrl)]) : null
  const ownDelay = monitorEventLoopDelay({ resolution: 10 })
  ownDelay.enable()
  const floodEnd = SECONDS * 1000
  const phases = AFTER_RATE > 0 ? [{ rate, seconds: SECONDS }, { rate: AFTER_RATE, seconds: AFTER_SECONDS }] : [{ rate, seconds: SECONDS }]
  const shedBefore = await shedByReason(bases)
  const cpuBefore = process.cpuUsage()
  const wallBefore = performance.now()
  const sent = await drive(bases, siteUrl, corpus, phases, seed)
  const ownCpu = process.cpuUsage(cpuBefore)
  const generatorCores = (ownCpu.user + ownCpu.system) / 1000 / (performance.now() - wallBefore)
  const shedAfter = await shedByReason(bases)
  const samples = sent.filter((sample) => sample.sentAt < floodEnd)
  if (SAMPLES_FILE) fs.writeFileSync(`${SAMPLES_FILE}-${replicaUrl ? 'with' : 'without'}-replica.json`, JSON.stringify(sent))
  const recovered = sent.filter((sample) => sample.sentAt >= floodEnd + RECOVERY_MS)
  ownDelay.disable()
  const after = replicaUrl ? await Promise.all([transactions(primary!.url), transactions(replicaUrl)]) : null
  const share = before && after ? (after[1] - before[1]) / (after[0] - before[0] + after[1] - before[1]) : null
  return {
    ...outcome(samples),
    replicaShare: share === null ? null : Math.round(share * 1000) / 1000,
    generatorDelayP99Ms: Math.round(ownDelay.percentile(99) / 1e6),
    generatorCores: Math.round(generatorCores * 100) / 100,
    routes: summarise(samples),
    shedByReason: Object.fromEntries(Object.entries(shedAfter).map(([reason, count]) => [reason, count - (shedBefore[reason] ?? 0)])),
    ...(AFTER_RATE > 0 ? { afterFlood: { rate: AFTER_RATE, routes: summarise(recovered).filter(isPage) } } : {}),
  }
}

/** Two web servers (and one worker) on the primary, reading from `replicaUrl` when given. */
async function startServers(env: NodeJS.ProcessEnv, ports: number[], replicaUrl: string | null) {
  const processes: ChildProcess[] = []
  for (const [i, port] of ports.entries()) {
    const profile = CPU_PROFILE_DIR && i === 0 ? [`--cpu-prof`, `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []
    processes.push(spawnNode(['cms/server/main.ts'], { ...env, PORT: String(port), DATABASE_READ_URLS: replicaUrl ?? '' }, profile))
  }
  processes.push(spawnNode(['scripts/worker.ts'], env))
  await Promise.all(ports.map((port) => waitForHttp(`http://127.0.0.1:${port}/api/ready`, 180_000)))
  return { bases: ports.map((port) => `http://127.0.0.1:${port}`), pids: processes.slice(0, ports.length).map((child) => child.pid!), stop: () => Promise.all(processes.map((child) => stopServer(child))) }
}

/** Registers the members the sessions sign in as, and picks the job pages they open. */
async function prepareCorpus(base: string, siteUrl: string): Promise<Corpus> {
  const password = 'bench-load-password-2026'
  const members = Array.from({ length: 20 }, (_, i) => `member-${i}@bench.example`)
  for (const [i, email] of members.entries()) {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { origin: siteUrl, 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
      body: JSON.stringify({ email, username: `benchmember${i}`, password }),
    })
    if (response.status !== 201) throw new Error(`registering ${email}: ${response.status} ${await response.text()}`)
  }
  const jobSlugs: string[] = []
  for (let page = 1; page <= 4; page++) {
    const { jobs } = (await (await fetch(`${base}/api/jobs?page=${page}`)).json()) as { jobs: { slug: string }[] }
    jobSlugs.push(...jobs.map((job) => job.slug))
  }
  return { jobSlugs, members, password }
}

function printRun(title: string, result: RunResult) {
  const replica = result.replicaShare === null ? '' : `, replica share of database transactions ${Math.round(result.replicaShare * 100)}%`
  const reasons = Object.entries(result.shedByReason).filter(([, count]) => count > 0)
  const shedReasons = reasons.length ? `: ${reasons.map(([reason, count]) => `${reason} ${count}`).join(', ')}` : ''
  console.log(`\n${title}: ${result.requests} requests, ${result.served} served, ${result.errors} errors, ${result.server5xx} 5xx (${result.shed} shed${shedReasons}), slowest ${result.slowest} ms${replica}, load generator's own event-loop delay p99 ${result.generatorDelayP99Ms} ms and CPU ${result.generatorCores} of a core`)
  printTable(
    [['route or page type', 30], ['requests', 10], ['served', 8], ['errors', 8], ['5xx', 6], ['shed', 6], ['p50 ms', 8], ['p95 ms', 8], ['p99 ms', 8], ['slowest', 0]],
    result.routes.map((r) => [r.route, r.requests, r.served, r.errors, r.server5xx, r.shed, r.p50, r.p95, r.p99, `${r.slowest}${overTarget(r) ? '  OVER TARGET' : ''}`]),
  )
  if (result.afterFlood) {
    const pages = result.afterFlood.routes
    console.log(`from ${RECOVERY_MS / 1000} s after the flood, at ${result.afterFlood.rate} a second: page p99 ${pages.map((r) => `${r.route.slice(5)} ${r.p99}`).join(', ')} ms; ${pages.reduce((n, r) => n + r.errors, 0)} errors, ${pages.reduce((n, r) => n + r.shed, 0)} shed${pages.some(overTarget) ? '  OVER TARGET' : ''}`)
  }
  const errors = result.routes.filter((r) => r.errors > 0)
  if (errors.length) console.log(`errors by status (0: no answer in ${REQUEST_TIMEOUT_MS / 1000} s): ${errors.map((r) => `${r.route} ${Object.entries(r.errorStatuses).map(([status, n]) => `${status} x${n}`).join(', ')}`).join('; ')}`)
}

const isPage = (row: RouteRow) => row.route.startsWith('page:')
const overTarget = (row: RouteRow) => isPage(row) && row.p99 > P99_TARGET_MS
/** The page type with the highest p99 of a run. */
const worstPage = (result: RunResult) => result.routes.filter(isPage).sort((x, y) => y.p99 - x.p99)[0]

/** Raises the rate step by step on one running cluster until a page type's p99 passes the target; the last rate that held is the knee. */
async function ramp(bases: string[], siteUrl: string, corpus: Corpus, replicaUrl: string) {
  const steps: { rate: number; worstPage: string; worstPageP99: number; requests: number; served: number; errors: number; server5xx: number; shed: number; slowest: number }[] = []
  // Each step runs on the cluster the step before it warmed.
  await warmUpWithTraffic(bases, siteUrl, corpus)
  for (let rate = RAMP_START; rate <= RAMP_MAX; rate += RAMP_STEP) {
    console.log(`[bench] ramp: ${rate} requests a second for ${SECONDS} s`)
    const result = await measure(bases, siteUrl, corpus, replicaUrl, rate, rampStepSeed(steps.length))
    const worst = worstPage(result)
    const { requests, served, errors, server5xx, shed, slowest } = result
    steps.push({ rate, worstPage: worst?.route ?? '', worstPageP99: worst?.p99 ?? 0, requests, served, errors, server5xx, shed, slowest })
    printRun(`ramp step at ${rate} requests a second`, result)
    if (result.routes.some(overTarget)) break
    // Lets the servers drain before the next step, so one step's queue is not counted in the next.
    await new Promise((resolve) => setTimeout(resolve, 3000))
  }
  const last = steps.at(-1)!
  const passed = last.worstPageP99 > P99_TARGET_MS
  const held = steps.findLast((step) => step.worstPageP99 <= P99_TARGET_MS)
  const knee = { heldRate: held?.rate ?? null, passedAt: passed ? last.rate : null, page: last.worstPage, p99: last.worstPageP99 }
  console.log(`\nknee: ${passed ? `${knee.page} p99 ${knee.p99} ms at ${last.rate}/s; the last rate that held: ${knee.heldRate ?? 'none'}/s` : `no page type passed ${P99_TARGET_MS} ms p99 up to ${last.rate}/s`}`)
  console.log(JSON.stringify({ bench: 'load', seconds: SECONDS, ramp: steps, knee }))
}

/** CPU seconds a process has used so far, all its threads (Linux's /proc; clock ticks of 10 ms). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** A server's /metrics text, read with the bench's token. */
async function metricsOf(base: string): Promise<string> {
  return (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
}

/** The servers' refusals so far, summed by reason, from their /metrics. */
async function shedByReason(bases: string[]): Promise<Record<string, number>> {
  const byReason: Record<string, number> = {}
  for (const base of bases) {
    const text = await metricsOf(base)
    for (const [, reason, count] of text.matchAll(/^nomad_http_shed_total\{reason="([^"]+)"[^}]*\} (\d+)/gm)) byReason[reason!] = (byReason[reason!] ?? 0) + Number(count)
  }
  return byReason
}

/** The server's cache lookups so far, per cache, from its /metrics (a route is dear when its caches miss). */
async function cacheHits(base: string): Promise<Record<string, { hits: number; lookups: number }>> {
  const text = await metricsOf(base)
  const caches: Record<string, { hits: number; lookups: number }> = {}
  for (const [, cache, result, count] of text.matchAll(/^nomad_cache_lookups_total\{cache="([^"]+)",result="(hit|miss)"\} (\d+)/gm)) {
    const row = (caches[cache!] ??= { hits: 0, lookups: 0 })
    row.lookups += Number(count)
    if (result === 'hit') row.hits += Number(count)
  }
  return caches
}

/**
 * One request at a time to one server: its CPU per request by route. Each request's share is the server's CPU
 * between the request's start and end; a clock tick's 10 ms lands on whichever request was running, which
 * averages out over many requests of a route.
 */
async function cost(base: string, pid: number, siteUrl: string, corpus: Corpus, sessionCount: number) {
  await warmUp([base], corpus)
  const nextSession = sessionSource(corpus)
  const byRoute = new Map<string, { requests: number; cpu: number; ms: number }>()
  for (let i = 0; i < sessionCount; i++) {
    const session = nextSession()
    for (const makeStep of session.steps) {
      const step = makeStep(session.state)
      const init = stepRequest(step, session, siteUrl)
      const cpuBefore = cpuSecondsOf(pid)
      const started = performance.now()
      const answer = await client.send(`${base}${step.path}`, init, REQUEST_TIMEOUT_MS)
      readStepAnswer(step, answer, session.state)
      const row = byRoute.get(step.label) ?? { requests: 0, cpu: 0, ms: 0 }
      row.requests++
      row.ms += performance.now() - started
      row.cpu += cpuSecondsOf(pid) - cpuBefore
      byRoute.set(step.label, row)
      if (!step.ok.includes(answer.status)) break
    }
  }
  const rows = [...byRoute]
    .map(([route, row]) => ({ route, requests: row.requests, cpuMsPerRequest: Math.round((row.cpu * 1000 * 10) / row.requests) / 10, msPerRequest: Math.round((row.ms * 10) / row.requests) / 10 }))
    .sort((x, y) => y.cpuMsPerRequest * y.requests - x.cpuMsPerRequest * x.requests)
  const total = rows.reduce((sum, row) => sum + row.cpuMsPerRequest * row.requests, 0)
  console.log(`\nserver CPU per request, one at a time (${sessionCount} sessions, ${rows.reduce((n, r) => n + r.requests, 0)} requests)`)
  printTable(
    [['route or page type', 30], ['requests', 10], ['CPU ms', 8], ['wall ms', 8], ['share', 0]],
    rows.map((r) => [r.route, r.requests, r.cpuMsPerRequest, r.msPerRequest, `${Math.round((100 * r.cpuMsPerRequest * r.requests) / total)}%`]),
  )
  const caches = await cacheHits(base)
  console.log(`cache hits: ${Object.entries(caches).map(([cache, { hits, lookups }]) => `${cache} ${hits} of ${lookups}`).join(', ')}`)
  console.log(JSON.stringify({ bench: 'load', cost: rows, caches }))
}

/** The fixed-rate runs: with the replica on the cluster already running, then on the primary alone. */
async function bothRuns(cluster: Awaited<ReturnType<typeof startServers>>, servers: NodeJS.ProcessEnv, ports: number[], siteUrl: string, corpus: Corpus) {
  console.log(`[bench] ${RATE} requests a second for ${SECONDS} s, with the replica`)
  await warmUpWithTraffic(cluster.bases, siteUrl, corpus)
  const withReplica = await measure(cluster.bases, siteUrl, corpus, replica!.url)
  await cluster.stop()

  await replica!.stop()
  replica = null
  const alone = await startServers(servers, ports, null)
  console.log(`[bench] ${RATE} requests a second for ${SECONDS} s, on the primary alone`)
  await warmUpWithTraffic(alone.bases, siteUrl, corpus)
  const withoutReplica = await measure(alone.bases, siteUrl, { ...corpus }, null)
  await alone.stop()

  printRun('with the replica', withReplica)
  printRun('without the replica', withoutReplica)
  console.log(`targets: 0 errors, 0 5xx, p99 <= ${P99_TARGET_MS} ms for every page type, at ${RATE} requests a second`)
  console.log(JSON.stringify({ bench: 'load', rate: RATE, seconds: SECONDS, withReplica, withoutReplica }))
}

try {
  primary = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), persistent: false })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Every source at a local dead address: the seed's first-start ingestion run must not fetch outside hosts mid-measurement.
    ...unreachableProviderEnv(),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: primary.url,
    PAYLOAD_SECRET: 'bench-secret',
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
    SMTP_HOST: '',
    JOBS_AUTORUN: 'false',
    // The bench stands for many visitors behind one load balancer: per-client limits count per session.
    TRUSTED_PROXY_HOPS: '1',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
  }
  console.log('[bench] migrating and seeding a throwaway database...')
  await runPrepare({ env, stdio: ['ignore', 'ignore', 'inherit'] })
  replica = await startStreamingReplica({ primary, dataDir: path.join(workDir, 'replica'), port: await freePort() })

  const ports = [await freePort(), await freePort()]
  // Behind a load balancer every server has the same public origin.
  const siteUrl = `http://localhost:${ports[0]}`
  const servers = { ...env, SITE_URL: siteUrl }
  const cluster = await startServers(servers, ports, replica.url)
  const corpus = await prepareCorpus(cluster.bases[0]!, siteUrl)
  if (COST_SESSIONS > 0) {
    await cost(cluster.bases[0]!, cluster.pids[0]!, siteUrl, corpus, COST_SESSIONS)
    await cluster.stop()
  } else if (RAMP) {
    await ramp(cluster.bases, siteUrl, corpus, replica.url)
    await cluster.stop()
  } else {
    await bothRuns(cluster, servers, ports, siteUrl, corpus)
  }
} finally {
  client.close()
  await Promise.all(children.map((child) => stopServer(child)))
  await replica?.stop()
  await primary?.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
process.exit(0)
