import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Probe } from '@cms/domain/linkCheck/classifyProbe'
import type { ResolvedAddress } from '@cms/domain/linkCheck/guardedLookup'
import { HostGate } from '@cms/domain/linkCheck/hostGate'
import { probeUrl } from '@cms/domain/linkCheck/probeUrl'
import { runLinkCheckPass } from '@cms/domain/linkCheck/runLinkCheckPass'
import { metrics } from '@cms/lib/metrics'
import { poolOf } from '@cms/lib/sql'
import { served } from '../support/servedApi'
import { linkCheckOverviewSchema, linkCheckQueuedSchema } from '@cms/contract/admin'
import { apiRequest, createTestUser, getTestPayload } from './helpers'

/** Hosts under .linkcheck.test are this file's loopback server; every other job's link is left "unknown". */
const { GET: overviewGet, POST: runNow } = served('/api/admin/link-check')
const DOMAIN = '.linkcheck.test'
let port = 0
const alive = new Set(['/jobs/live-1', '/jobs/flaky-3'])
const server = http.createServer((request, response) => {
  const path = request.url ?? '/'
  if (path === '/jobs/moved-4') return response.writeHead(301, { location: '/' }).end()
  if (path === '/jobs/busy-5') return response.writeHead(429).end()
  response.writeHead(alive.has(path) ? 200 : 404).end()
})

const resolve = async (hostname: string): Promise<ResolvedAddress[]> => [{ address: hostname.endsWith(DOMAIN) ? '127.0.0.1' : '192.0.2.1', family: 4 }]
const gate = new HostGate(0)
const probe = (url: string): Promise<Probe> =>
  new URL(url).hostname.endsWith(DOMAIN)
    ? probeUrl(url, { gate, resolve, isAllowedAddress: () => true, timeoutMs: 2000, userAgent: 'test' })
    : Promise.resolve({ kind: 'network-error', code: 'ETIMEDOUT' })

const HOUR = 3_600_000
const recheckMs = 12 * HOUR
let clock = Date.now() + 400 * 24 * HOUR
const pass = () => runLinkCheckPass(poolOf(payloadRef), { probe, recheckMs, batch: 100_000, concurrency: 16, budgetMs: 60_000, hostIntervalMs: 0, now: () => new Date(clock) })

let payloadRef: Awaited<ReturnType<typeof getTestPayload>>
const ids: Record<string, number> = {}

async function jobState(name: string) {
  const { rows } = await poolOf(payloadRef).query<{ status: string; link: string | null }>(
    'SELECT j.status, c.status AS link FROM jobs j LEFT JOIN job_link_checks c ON c.job_id = j.id WHERE j.id = $1',
    [ids[name]],
  )
  return rows[0]
}

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.address() as AddressInfo).port
  payloadRef = await getTestPayload()
  const { docs } = await payloadRef.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 6, sort: 'id', overrideAccess: true, depth: 0 })
  const names = ['live-1', 'dead-2', 'flaky-3', 'moved-4', 'busy-5', 'nourl-6']
  for (const [index, name] of names.entries()) {
    const job = docs[index]!
    ids[name] = job.id
    const applyUrl = name === 'nourl-6' ? '' : `http://host${index}${DOMAIN}:${port}/jobs/${name}`
    await poolOf(payloadRef).query('UPDATE jobs SET apply_url = $2 WHERE id = $1', [job.id, applyUrl])
  }
})

afterAll(() => new Promise<void>((done) => server.close(() => done())))

/** What /metrics reports of link checks, per result, in this process. */
async function linkChecksCounted(): Promise<Record<string, number>> {
  const { values } = await metrics.linkChecks.get()
  return Object.fromEntries(values.map(({ labels, value }) => [String(labels.result), value]))
}

describe('a link-check pass', () => {
  it('expires a dead link only on the second dead result, and a live result revives it', async () => {
    const countedBefore = await linkChecksCounted()
    const firstPass = await pass()
    // Every check of the pass is counted for /metrics under its result.
    const countedAfter = await linkChecksCounted()
    for (const result of ['live', 'dead', 'unknown'] as const) expect((countedAfter[result] ?? 0) - (countedBefore[result] ?? 0)).toBe(firstPass[result])
    expect(firstPass.live).toBeGreaterThanOrEqual(2)
    expect(firstPass.dead).toBeGreaterThanOrEqual(2)
    expect(await jobState('live-1')).toEqual({ status: 'active', link: 'live' })
    expect(await jobState('dead-2')).toEqual({ status: 'active', link: 'dead' })
    expect(await jobState('moved-4')).toEqual({ status: 'active', link: 'dead' })
    expect(await jobState('busy-5')).toEqual({ status: 'active', link: 'unknown' })
    expect(await jobState('nourl-6')).toEqual({ status: 'active', link: null })

    // flaky-3 goes down after the first pass; an hour later nothing is due again except the back-off of busy-5.
    alive.delete('/jobs/flaky-3')
    clock += HOUR
    await pass()
    expect(await jobState('dead-2')).toEqual({ status: 'active', link: 'dead' })

    clock += recheckMs
    await pass()
    expect(await jobState('dead-2')).toEqual({ status: 'expired', link: 'dead' })
    expect(await jobState('moved-4')).toEqual({ status: 'expired', link: 'dead' })
    expect(await jobState('busy-5')).toEqual({ status: 'active', link: 'unknown' })

    // A day later flaky-3 is checked again (a live link waits a day): its first dead result does not expire it.
    clock += 24 * HOUR
    await pass()
    expect(await jobState('flaky-3')).toEqual({ status: 'active', link: 'dead' })

    alive.add('/jobs/dead-2')
    clock += recheckMs
    await pass()
    expect(await jobState('dead-2')).toEqual({ status: 'active', link: 'live' })
    expect(await jobState('flaky-3')).toEqual({ status: 'expired', link: 'dead' })
  })
})

describe('GET /api/admin/link-check', () => {
  it('is for admins only, and counts where the live jobs\' links stand and the last pass', async () => {
    expect((await overviewGet(apiRequest('/api/admin/link-check'))).status).toBe(401)
    const { cookie: userCookie } = await createTestUser('user')
    expect((await overviewGet(apiRequest('/api/admin/link-check', { headers: { cookie: userCookie } }))).status).toBe(403)
    const { cookie } = await createTestUser('admin')
    const response = await overviewGet(apiRequest('/api/admin/link-check', { headers: { cookie } }))
    expect(response.status).toBe(200)
    const body = linkCheckOverviewSchema.parse(await response.json())
    // The pass above left this file's six jobs: live-1 live, dead-2 live again, flaky-3 and moved-4 expired by the checker.
    expect(body.live).toBeGreaterThanOrEqual(2)
    expect(body.expiredByChecker).toBeGreaterThanOrEqual(2)
    expect(body.lastPass).toMatchObject({ checked: expect.any(Number), expired: expect.any(Number) })
    // Every live job is either taken or skipped for a stated reason; the seeded demo jobs' links are on .example.
    expect(body.jobsWithLink + body.skipped.reservedDomain + body.skipped.withoutWebLink).toBe(body.liveJobs)
    expect(body.skipped.reservedDomain).toBeGreaterThan(0)
  })
})

describe('POST /api/admin/link-check', () => {
  it('queues a pass for admins only and answers 202 at once', async () => {
    const post = (cookie?: string) => runNow(apiRequest('/api/admin/link-check', { method: 'POST', json: {}, headers: cookie ? { cookie } : {} }))
    expect((await post()).status).toBe(401)
    expect((await post((await createTestUser('user')).cookie)).status).toBe(403)
    // As on a web server that leaves the queue to the worker: the pass is queued, not run here.
    process.env.JOBS_AUTORUN = 'false'
    try {
      const response = await post((await createTestUser('admin')).cookie)
      expect(response.status).toBe(202)
      expect(linkCheckQueuedSchema.parse(await response.json()).success).toBe(true)
      const { docs } = await payloadRef.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'checkApplyLinks' }, queue: { equals: 'link-check' } }, overrideAccess: true })
      expect(docs.length).toBeGreaterThanOrEqual(1)
      await payloadRef.delete({ collection: 'payload-jobs', where: { id: { in: docs.map((doc) => doc.id) } }, overrideAccess: true })
    } finally {
      delete process.env.JOBS_AUTORUN
    }
  })
})
