import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remoteOkFeed, remoteOkItem } from '../support/providerFixtures'
import { samplePdf } from '../support/samplePdf'
import { CLUSTER_METRICS_TOKEN, startCluster, stopProcess, type Cluster } from './cluster'

/** Two web servers and one worker on one PostgreSQL and one S3 bucket (see cluster.ts). */
let cluster: Cluster
let a: string
let b: string
const ADMIN = { email: 'admin@example.com', password: 'nomad-admin-2025' }

beforeAll(async () => {
  cluster = await startCluster()
  ;[a, b] = cluster.web.map((server) => server.url) as [string, string]
}, 400_000)

afterAll(async () => {
  await cluster?.stop()
}, 60_000)

/** A request as the site's own pages send it (same origin, so Payload accepts the session cookie). */
function call(base: string, pathname: string, init: { method?: string; cookie?: string; json?: unknown; body?: BodyInit } = {}) {
  const headers: Record<string, string> = { Origin: cluster.siteUrl }
  if (init.cookie) headers.cookie = init.cookie
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${base}${pathname}`, { method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'), headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body })
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await call(base, '/api/auth/login', { json: { email, password } })
  expect(response.status).toBe(200)
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const searchTotal = async (base: string, q: string) => ((await (await call(base, `/api/search?q=${q}`)).json()) as { pagination: { total: number } }).pagination.total
const searchCount = async (base: string, q: string) => ((await (await call(base, `/api/search?q=${q}&count=true`)).json()) as { count: number }).count

describe('several servers on one database and one bucket', () => {
  it('keeps a session signed in on A working on B, and ends it on both at logout', async () => {
    const cookie = await signIn(a, ADMIN.email, ADMIN.password)
    const onB = await call(b, '/api/auth/session', { cookie })
    expect(onB.status).toBe(200)
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email)
    expect((await call(b, '/api/auth/logout', { cookie, json: {} })).status).toBe(200)
    expect((await call(a, '/api/auth/session', { cookie })).status).toBe(401)
  })

  it('stores the guide uploaded on A in the bucket (never on local disk, never public) and lets a buyer download it from B', async () => {
    const admin = await signIn(a, ADMIN.email, ADMIN.password)
    const pdf = samplePdf('Cluster guide')
    const form = new FormData()
    form.append('guideFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'guide.pdf')
    const upload = await call(a, '/api/admin/upload-guide', { cookie: admin, body: form })
    expect(upload.status).toBe(200)
    expect(fs.readdirSync(cluster.bucketDir, { recursive: true }).some((f) => String(f).includes('digital-nomad-guide-2025.pdf'))).toBe(true)
    // The guide collection's own file route stays admin-only.
    expect((await call(b, '/cms/api/guide-files/file/digital-nomad-guide-2025.pdf')).status).toBe(403)

    const email = `buyer-${Date.now()}@example.com`
    expect((await call(b, '/api/test/simulate-purchase', { json: { email } })).status).toBe(200)
    const mail = await until(
      async () => (fs.existsSync(cluster.outboxDir) ? fs.readdirSync(cluster.outboxDir).map((f) => fs.readFileSync(path.join(cluster.outboxDir, f), 'utf8')) : []).find((m) => m.includes(email)),
      Boolean,
      10_000,
    )
    const link = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=').match(/\/api\/guide\/download\/[^\s"<>]+/)?.[0]
    expect(link).toBeTruthy()
    const download = await call(b, link!.replace(/&amp;/g, '&'))
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('counts login rate limits across both servers', async () => {
    const email = `nobody-${Date.now()}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await call(i % 2 ? b : a, '/api/auth/login', { json: { email, password: 'wrong-password' } })).status)
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  })

  it('shows jobs the worker ingested on both servers, and drops expired ones from both lists and counts within 5 seconds', async () => {
    const marker = `clusterjob${Date.now()}`
    const items = [1, 2, 3].map((i) => remoteOkItem(70_000 + i, { position: `Senior ${marker} Engineer ${i}` }))
    const admin = await signIn(a, ADMIN.email, ADMIN.password)
    // Warm both servers' caches with the empty answer first: they must not keep serving it.
    expect(await searchTotal(a, marker)).toBe(0)
    expect(await searchCount(b, marker)).toBe(0)
    // Only now does the feed carry the jobs: a run of the worker's own (its first start's, or a scheduled one) that
    // read the feed before the checks above once stored them first (3 found where 0 was warmed).
    cluster.providers.set('remoteok', { body: remoteOkFeed(items) })
    const ingest = await call(a, '/api/admin/ingest', { cookie: admin, json: { provider: 'remoteok' } })
    expect(ingest.status).toBe(200)
    for (const base of [a, b]) expect(await until(() => searchTotal(base, marker), (n) => n === 3, 5000)).toBe(3)

    cluster.providers.set('remoteok', { body: remoteOkFeed(items.slice(0, 1)) })
    const expiredAt = Date.now()
    expect((await call(b, '/api/admin/ingest', { cookie: admin, json: { provider: 'remoteok' } })).status).toBe(200)
    for (const base of [a, b]) {
      expect(await until(() => searchTotal(base, marker), (n) => n === 1, 5000)).toBe(1)
      expect(await until(() => searchCount(base, marker), (n) => n === 1, 5000)).toBe(1)
    }
    expect(Date.now() - expiredAt).toBeLessThan(5000 + 2000)
  })

  it('runs each scheduled ingestion once even with two workers', async () => {
    const second = cluster.startWorker()
    await new Promise((resolve) => setTimeout(resolve, 8000))
    // Both workers finish what they started, so every claimed due time has its run recorded.
    await Promise.all([stopProcess(second), ...cluster.workers.map((worker) => stopProcess(worker))])
    const db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
    try {
      const { rows } = await db.query<{ claims: number; runs: number; firstStartClaims: number }>(
        `SELECT (SELECT count(*)::int FROM scheduled_task_claims WHERE task = 'ingestEnabledProviders') AS claims,
                (SELECT count(*)::int FROM ingestion_runs WHERE trigger = 'schedule' AND provider = 'remoteok') AS runs,
                (SELECT count(*)::int FROM scheduled_task_claims WHERE task = 'ingestEnabledProviders'
                   AND due_at = (SELECT (data->>'dueAt')::timestamptz FROM payload_kv WHERE key = 'ingestion:first-run-due')) AS "firstStartClaims"`,
      )
      expect(rows[0]!.claims).toBeGreaterThan(1)
      expect(rows[0]!.runs).toBe(rows[0]!.claims)
      // The first start's run, claimed by one of the two workers, is one of them.
      expect(rows[0]!.firstStartClaims).toBe(1)
    } finally {
      await db.end()
    }
  }, 60_000)

  it('finishes an in-flight request on SIGTERM, refuses new connections, and exits 0', async () => {
    const c = await cluster.startWeb()
    const { port } = new URL(c.url)
    const body = JSON.stringify({ email: `drain-${Date.now()}@example.com` })
    let finishBody!: () => void
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/newsletter/subscribe', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: cluster.siteUrl } }, (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, text }))
      })
      request.on('error', reject)
      // Half the body now, the rest once the server is draining.
      request.write(body.slice(0, 10))
      finishBody = () => request.end(body.slice(10))
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const exited = new Promise<number | null>((resolve) => c.process.once('exit', resolve))
    process.kill(-c.process.pid!, 'SIGTERM')
    // New connections are refused (or, while the signal is on its way, told 503) once it drains.
    const readiness = () => fetch(`${c.url}/api/ready`, { headers: { connection: 'close' } }).then((r) => r.status, () => 'refused' as const)
    let seen: number | 'refused' = 200
    for (let i = 0; i < 100 && seen === 200; i++) {
      seen = await readiness()
      if (seen === 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(['refused', 503]).toContain(seen)
    finishBody()
    const answer = await answered
    expect(answer.status).toBe(200)
    expect(await exited).toBe(0)
  }, 240_000)
})

/** SQL straight on one database server (the test's own view, not a server's). */
async function onDatabase<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

const setReplay = (state: 'pause' | 'resume') => onDatabase(cluster.replica!.server.url, (db) => db.query(`SELECT pg_wal_replay_${state}()`))

/** Ingests jobs whose titles carry `marker` (through the worker, written on the primary) and returns their slugs. */
async function ingestMarked(marker: string, count: number): Promise<string[]> {
  const items = Array.from({ length: count }, (_, i) => remoteOkItem(80_000 + Math.floor(Math.random() * 10_000) + i, { position: `Staff ${marker} Developer ${i}` }))
  cluster.providers.set('remoteok', { body: remoteOkFeed(items) })
  const admin = await signIn(a, ADMIN.email, ADMIN.password)
  expect((await call(a, '/api/admin/ingest', { cookie: admin, json: { provider: 'remoteok' } })).status).toBe(200)
  const slugs = await until(
    () => onDatabase(cluster.databaseUrl, async (db) => (await db.query<{ slug: string }>(`SELECT slug FROM jobs WHERE title LIKE $1 AND status = 'active'`, [`%${marker}%`])).rows.map((r) => r.slug)),
    (found) => found.length === count,
    10_000,
  )
  expect(slugs).toHaveLength(count)
  return slugs
}

/** A search total with a page number of its own, so no cached answer is reused between polls. */
let page = 1
const freshTotal = async (base: string, q: string, cookie?: string) =>
  ((await (await call(base, `/api/search?q=${q}&page=${page++}`, { cookie })).json()) as { pagination: { total: number } }).pagination.total

/** Whether a server's last health check found its replica fit to serve reads (its /metrics gauge). */
async function replicaHealthy(base: string): Promise<boolean> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${CLUSTER_METRICS_TOKEN}` } })).text()
  return /^nomad_replica_healthy\{[^}]*\} 1$/m.test(text)
}

describe('reads on a streaming replica', () => {
  // The scheduling test above stopped every worker; the admin's import waits for one (its first task is slow to load).
  beforeAll(async () => {
    if (cluster.workers.every((worker) => worker.exitCode !== null || worker.signalCode !== null)) cluster.workers.push(cluster.startWorker())
    // On a busy machine the first import may outlast the call's time budget (a 503) while the worker finishes it.
    const marker = `warmup${Date.now()}`
    cluster.providers.set('remoteok', { body: remoteOkFeed([remoteOkItem(79_999, { position: `Staff ${marker} Developer` })]) })
    await call(a, '/api/admin/ingest', { cookie: await signIn(a, ADMIN.email, ADMIN.password), json: { provider: 'remoteok' } })
    await until(() => onDatabase(cluster.databaseUrl, async (db) => (await db.query(`SELECT 1 FROM jobs WHERE title LIKE $1`, [`%${marker}%`])).rowCount), (n) => n === 1, 90_000)
  }, 150_000)

  it('serves public searches from the replica, and a visitor who just wrote from the primary', async () => {
    await setReplay('pause')
    try {
      const marker = `replicaonly${Date.now()}`
      await ingestMarked(marker, 2)
      // The standby has not replayed the ingestion: a public search that finds nothing was answered by it.
      expect(await freshTotal(a, marker)).toBe(0)
      expect(await freshTotal(b, marker)).toBe(0)
      // The read-after-write cookie any write sets sends the same search to the primary.
      expect(await freshTotal(b, marker, 'nj_fresh=1')).toBe(2)
    } finally {
      await setReplay('resume')
    }
  })

  it('shows a saved job in the saved list at once, even while the replica lags', async () => {
    const [slug] = await ingestMarked(`savedlist${Date.now()}`, 1)
    await setReplay('pause')
    try {
      const login = await call(a, '/api/auth/login', { json: ADMIN })
      const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0])
      expect(cookies.some((c) => c.startsWith('nj_fresh='))).toBe(true)
      const session = cookies.join('; ')
      expect((await call(a, '/api/auth/save-job', { cookie: session, json: { jobSlug: slug } })).status).toBe(200)
      const saved = (await (await call(b, '/api/saved-jobs', { cookie: session })).json()) as { jobs: { slug: string }[] }
      expect(saved.jobs.map((job) => job.slug)).toContain(slug)
    } finally {
      await setReplay('resume')
    }
  })

  it('empties every server\'s caches once the replica has replayed a change', async () => {
    await setReplay('pause')
    const marker = `caughtup${Date.now()}`
    try {
      await ingestMarked(marker, 1)
      // Cached from the lagging replica on both servers.
      expect(await searchTotal(a, marker)).toBe(0)
      expect(await searchTotal(b, marker)).toBe(0)
    } finally {
      await setReplay('resume')
    }
    for (const base of [a, b]) expect(await until(() => searchTotal(base, marker), (n) => n === 1, 5000)).toBe(1)
  })

  it('answers every request while the replica dies mid-load, and reads from it again once it is back', async () => {
    const paths = ['/api/search?q=engineer', '/api/jobs', '/api/search?q=developer&count=true', '/', '/search?q=react', '/categories']
    let stop = false
    const statuses: number[] = []
    const load = Promise.all(
      [a, b].flatMap((base) =>
        [0, 1].map(async (lane) => {
          for (let i = lane; !stop; i++) statuses.push((await call(base, `${paths[i % paths.length]}${paths[i % paths.length]!.includes('?') ? '&' : '?'}n=${i}`)).status)
        }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await cluster.replica!.server.kill()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    stop = true
    await load
    expect(statuses.length).toBeGreaterThan(10)
    expect(statuses.filter((status) => status !== 200)).toEqual([])

    await cluster.replica!.restart()
    // The standby first replays what the primary wrote while it was gone: paused before that, it would stay
    // further behind than the lag the servers accept, and rightly never be used again.
    const primaryLsn = await onDatabase(cluster.databaseUrl, async (db) => (await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!.lsn)
    const caughtUp = () =>
      onDatabase(cluster.replica!.server.url, async (db) => (await db.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [primaryLsn])).rows[0]!.done)
    expect(await until(caughtUp, (done) => done, 30_000)).toBe(true)
    // A health check finds the standby again within a few of its one-second rounds. Waited for first: a search
    // answered by the primary meanwhile would leave its count cached, and every later page would repeat it.
    expect(await until(() => replicaHealthy(a), (healthy) => healthy, 10_000)).toBe(true)
    await setReplay('pause')
    try {
      const marker = `replicaback${Date.now()}`
      await ingestMarked(marker, 1)
      // Public reads went back to it: it has not replayed the job.
      expect(await freshTotal(a, marker)).toBe(0)
    } finally {
      await setReplay('resume')
    }
  }, 90_000)
})

describe('the primary restarting', () => {
  it('answers 503 while the primary is gone, recovers alone, and loses no acknowledged write', async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `kept-${Date.now()}-${i}@example.com`)
    for (const email of emails) expect((await call(a, '/api/newsletter/subscribe', { json: { email } })).status).toBe(200)

    const restarted = cluster.restartPrimary(3000)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const whileDown = await call(b, '/api/newsletter/subscribe', { json: { email: `down-${Date.now()}@example.com` } })
    expect(whileDown.status).toBe(503)
    expect(((await whileDown.json()) as { message: string }).message).toMatch(/briefly unavailable/)
    await restarted

    const after = `after-${Date.now()}@example.com`
    const recovered = await until(() => call(a, '/api/newsletter/subscribe', { json: { email: after } }).then((r) => r.status), (status) => status === 200, 20_000)
    expect(recovered).toBe(200)
    const stored = await onDatabase(cluster.databaseUrl, async (db) => (await db.query<{ email: string }>('SELECT email FROM subscribers WHERE email = ANY($1)', [emails])).rows)
    expect(stored.map((row) => row.email).sort()).toEqual([...emails].sort())
  }, 90_000)
})
