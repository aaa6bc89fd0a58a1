/**
 * `npm run bench:links`: the apply-link checker over 10,000 jobs whose links are served on loopback by 500
 * host names (one local server answers by Host header): two aggregators carry 2,000 jobs each, the rest a
 * dozen or so; some hosts are slow, some dead, some redirect to their home page, some answer 429. Passes run
 * back to back, as the worker's schedule runs them, until every job was checked once. It prints how long that
 * took, how long the jobs on the small hosts took, and the most requests any host saw within one rate
 * interval, and ends with one JSON line {"bench":"links",...}.
 *
 * BENCH_LINK_SCALE (default 10) runs the clock that many times faster: the host interval, the pass budget and
 * the slow hosts' delay are all divided by it and the times are reported multiplied back, so a run takes
 * minutes, not the 35 the real rate needs for the two big hosts. BENCH_LINK_JOBS and BENCH_LINK_HOSTS change
 * the sizes.
 */
import { Worker } from 'node:worker_threads'
import { printTable } from './lib/report'
import { prepareInProcess, startThrowawayDatabase } from './lib/throwawayDatabase'

const SCALE = Number(process.env.BENCH_LINK_SCALE) || 10
const JOBS = Number(process.env.BENCH_LINK_JOBS) || 10_000
const HOSTS = Number(process.env.BENCH_LINK_HOSTS) || 500
/** The two aggregators carry a fifth of the jobs each (2,000 of 10,000). */
const BIG_HOST_JOBS = Math.round(JOBS / 5)
/** The target: at most one request per second per host. The checker's default interval keeps a margin under it. */
const TARGET_INTERVAL_MS = 1000 / SCALE
const INTERVAL_MS = 1100 / SCALE
const PASS_BUDGET_MS = (540 * 1000) / SCALE
const SLOW_MS = 3000 / SCALE
const SMALL_HOST_TARGET_MS = 15 * 60_000

type Behaviour = 'ok' | 'slow' | 'dead' | 'home' | 'busy'
/** Hosts 0 and 1 are the aggregators; the others cycle through the behaviours, most of them fine. */
function behaviourOf(host: number): Behaviour {
  if (host < 2) return 'ok'
  return (['ok', 'ok', 'ok', 'ok', 'slow', 'dead', 'ok', 'home', 'ok', 'busy'] as const)[host % 10]!
}
/** Which host serves job i: the first 2 × 2,000 jobs are the aggregators', the rest spread over the others. */
const hostOf = (job: number) => (job < 2 * BIG_HOST_JOBS ? Math.floor(job / BIG_HOST_JOBS) : 2 + ((job - 2 * BIG_HOST_JOBS) % (HOSTS - 2)))
const hostName = (host: number) => `h${host}.bench-links.test`

/**
 * The hosts' server runs on its own thread, so the times it records are when requests arrive, not when a busy
 * checker loop got round to them.
 */
const HOSTS_SERVER = `
const http = require('node:http')
const { parentPort, workerData } = require('node:worker_threads')
const { slowMs, behaviours } = workerData
const requestTimes = {}
const firstSeen = {}
const server = http.createServer((request, response) => {
  const host = (request.headers.host || '').split(':')[0]
  const now = performance.timeOrigin + performance.now()
  ;(requestTimes[host] ||= []).push(now)
  if (!(request.url in firstSeen)) firstSeen[request.url] = now
  const behaviour = behaviours[Number(host.slice(1, host.indexOf('.')))]
  if (behaviour === 'slow') return void setTimeout(() => response.writeHead(200).end(), slowMs)
  if (behaviour === 'dead') return void response.writeHead(404).end()
  if (behaviour === 'home') return void response.writeHead(302, { location: '/' }).end()
  if (behaviour === 'busy') return void response.writeHead(429, { 'retry-after': '60' }).end()
  response.writeHead(200).end()
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }))
parentPort.on('message', () => parentPort.postMessage({ requestTimes, firstSeen }))
`

interface HostsServer {
  port: number
  stats(): Promise<{ requestTimes: Record<string, number[]>; firstSeen: Record<string, number> }>
  close(): Promise<number>
}

async function startHostsServer(): Promise<HostsServer> {
  const worker = new Worker(HOSTS_SERVER, { eval: true, workerData: { slowMs: SLOW_MS, behaviours: Array.from({ length: HOSTS }, (_, host) => behaviourOf(host)) } })
  const { port } = await new Promise<{ port: number }>((resolve) => worker.once('message', resolve))
  return {
    port,
    stats: () =>
      new Promise((resolve) => {
        worker.once('message', resolve)
        worker.postMessage('stats')
      }),
    close: () => worker.terminate(),
  }
}

/** The most requests one host received within any one-second window (at the scaled clock). */
function maxPerInterval(times: number[]): number {
  let most = 0
  for (let i = 0, j = 0; j < times.length; j++) {
    while (times[j]! - times[i]! >= TARGET_INTERVAL_MS) i++
    most = Math.max(most, j - i + 1)
  }
  return most
}

const db = await startThrowawayDatabase()
let hosts: HostsServer | null = null
let exitCode = 0
try {
  await prepareInProcess(db)
  hosts = await startHostsServer()
  const port = hosts.port
  const { getPayload } = await import('payload')
  const { default: config } = await import('@cms/payload.config')
  const { poolOf } = await import('@cms/lib/sql')
  const { HostGate } = await import('@cms/domain/linkCheck/hostGate')
  const { probeUrl } = await import('@cms/domain/linkCheck/probeUrl')
  const { runLinkCheckPass } = await import('@cms/domain/linkCheck/runLinkCheckPass')
  const payload = await getPayload({ config })
  const pool = poolOf(payload)

  console.log(`[bench] ${JOBS} jobs on ${HOSTS} hosts (2 with ${BIG_HOST_JOBS} each), clock ×${SCALE}`)
  const urls = Array.from({ length: JOBS }, (_, job) => `http://${hostName(hostOf(job))}:${port}/jobs/${job}-remote-role`)
  // Copies of one seeded job that differ in slug, id and apply URL: the checker reads nothing else.
  await pool.query(
    `INSERT INTO jobs (title, slug, description, posted_at, type, experience_level, featured, company_id, source, external_id, status, apply_url)
     SELECT t.title, 'bench-link-' || u.n, t.description, t.posted_at, t.type, t.experience_level, false, t.company_id, t.source, 'bench-link-' || u.n, 'active', u.url
       FROM (SELECT * FROM jobs ORDER BY id LIMIT 1) t, unnest($1::text[]) WITH ORDINALITY AS u(url, n)`,
    [urls],
  )

  const gate = new HostGate(INTERVAL_MS)
  const probeOptions = {
    gate,
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    isAllowedAddress: () => true,
    timeoutMs: 8000 / SCALE + 1000,
    userAgent: 'NomadJobsLinkChecker/1.0 (bench)',
  }
  const started = performance.timeOrigin + performance.now()
  const checkedSoFar = async () =>
    Number((await pool.query(`SELECT count(*) AS n FROM job_link_checks c JOIN jobs j ON j.id = c.job_id WHERE j.slug LIKE 'bench-link-%'`)).rows[0].n)
  let passes = 0
  while ((await checkedSoFar()) < JOBS && passes < 50) {
    passes += 1
    const summary = await runLinkCheckPass(pool, {
      probe: (url) => probeUrl(url, probeOptions),
      recheckMs: 12 * 3_600_000,
      batch: 10_000,
      concurrency: 64,
      budgetMs: PASS_BUDGET_MS,
      hostIntervalMs: INTERVAL_MS,
    })
    console.log(`[bench] pass ${passes}: checked ${summary.checked} (live ${summary.live}, dead ${summary.dead}, unknown ${summary.unknown})`)
  }
  const allMs = (performance.timeOrigin + performance.now() - started) * SCALE
  console.log('[bench] reading what the hosts saw...')
  const { requestTimes, firstSeen } = await hosts.stats()
  const smallHostFirst = urls.filter((_, job) => hostOf(job) >= 2).map((url) => firstSeen[new URL(url).pathname] ?? Infinity)
  const smallMs = (Math.max(...smallHostFirst) - started) * SCALE
  const worstHost = Math.max(...Object.values(requestTimes).map(maxPerInterval))
  const gaps = Object.values(requestTimes).flatMap((times) => times.slice(1).map((time, i) => time - times[i]!))
  const closestGapMs = Math.min(...gaps) * SCALE
  // Nothing may report the database's end as an error: a pooled connection the database drops is expected here.
  pool.on('error', () => {})
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`
  printTable(
    [['measure', 52], ['value', 0]],
    [
      ['every job checked once (real-rate equivalent)', minutes(allMs)],
      ['every job on the small hosts checked (target ≤ 15 min)', minutes(smallMs)],
      ['most requests one host saw in one second (target 1)', worstHost],
      ['closest two requests to one host (real-rate equivalent)', `${Math.round(closestGapMs)} ms`],
      ['passes', passes],
    ],
  )
  const met = smallMs <= SMALL_HOST_TARGET_MS && worstHost <= 1
  if (!met) exitCode = 1
  console.log(JSON.stringify({ bench: 'links', jobs: JOBS, hosts: HOSTS, scale: SCALE, allCheckedMinutes: +(allMs / 60_000).toFixed(2), smallHostsMinutes: +(smallMs / 60_000).toFixed(2), maxRequestsPerHostSecond: worstHost, closestGapMs: Math.round(closestGapMs), passes, targetsMet: met }))
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await hosts?.close()
  await db.remove()
  process.exit(exitCode)
}
