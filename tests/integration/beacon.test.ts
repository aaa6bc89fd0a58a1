import { beforeAll, describe, expect, it } from 'vitest'
import { BEACON_RATE_LIMIT_PER_MINUTE } from '@cms/api/policy'
import { readJobDailyStats } from '@cms/domain/jobStats/jobStatsStore'
import { api, randomClient } from '../security/calls'
import { served } from '../support/servedApi'
import { getTestPayload } from './helpers'

const beacon = served('/api/jobs/:slug/beacon')

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

let payload: Awaited<ReturnType<typeof getTestPayload>>
const jobs: Record<'employer' | 'aggregated' | 'crowded', { id: number; slug: string }> = {} as never

function send(slug: string, json: unknown, { userAgent = BROWSER, client = randomClient() }: { userAgent?: string; client?: string } = {}) {
  return api(beacon.POST, 'POST', `/api/jobs/${slug}/beacon`, { json, client, headers: { 'user-agent': userAgent } })
}

/** Today's (UTC) views and apply clicks of a job. */
async function today(jobId: number) {
  const now = new Date()
  const [day] = await readJobDailyStats(payload, jobId, now, now)
  return { views: day!.views, applyClicks: day!.applyClicks }
}

beforeAll(async () => {
  payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Beacon ${stamp}`, slug: `beacon-${stamp}` }, overrideAccess: true })
  for (const [key, source] of [['employer', 'internal'], ['aggregated', 'remoteok'], ['crowded', 'internal']] as const) {
    const slug = `beacon-${key}-${stamp}`
    const job = await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      data: {
        title: `Beacon ${key} ${stamp}`, slug, externalId: slug, description: '<p>Counted.</p>', postedAt: new Date().toISOString(),
        type: 'full-time', experienceLevel: 'mid', company: company.id, source, status: 'active',
      } as never,
    })
    jobs[key] = { id: job.id, slug }
  }
})

describe('POST /api/jobs/{slug}/beacon', () => {
  it("counts a browser's views and apply clicks of an employer's job in today's row, and answers 204 without a cookie", async () => {
    const view = await send(jobs.employer.slug, { event: 'view' })
    expect(view.status, view.text).toBe(204)
    expect(view.text).toBe('')
    expect(view.headers.get('set-cookie')).toBeNull()
    expect((await send(jobs.employer.slug, { event: 'apply' })).status).toBe(204)
    expect((await send(jobs.employer.slug, { event: 'view' })).status).toBe(204)
    expect(await today(jobs.employer.id)).toEqual({ views: 2, applyClicks: 1 })
  })

  it('counts one view and one apply click per client, job and day, however often it sends them', async () => {
    const before = await today(jobs.employer.id)
    const client = randomClient()
    for (let i = 0; i < 5; i++) {
      expect((await send(jobs.employer.slug, { event: 'view' }, { client })).status).toBe(204)
      expect((await send(jobs.employer.slug, { event: 'apply' }, { client })).status).toBe(204)
    }
    expect(await today(jobs.employer.id)).toEqual({ views: before.views + 1, applyClicks: before.applyClicks + 1 })
  })

  it('answers bots and aggregated jobs alike, and counts neither', async () => {
    const before = await today(jobs.employer.id)
    expect((await send(jobs.employer.slug, { event: 'view' }, { userAgent: GOOGLEBOT })).status).toBe(204)
    expect((await send(jobs.employer.slug, { event: 'apply' }, { userAgent: 'curl/8.5.0' })).status).toBe(204)
    expect(await today(jobs.employer.id)).toEqual(before)
    expect((await send(jobs.aggregated.slug, { event: 'view' })).status).toBe(204)
    expect(await today(jobs.aggregated.id)).toEqual({ views: 0, applyClicks: 0 })
  })

  it('refuses an unknown job (404) and a bad body (400) with a message', async () => {
    const unknown = await send(`no-such-job-${stamp}`, { event: 'view' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Job not found')
    for (const body of [{ event: 'click' }, {}, { event: ['view'] }]) {
      const bad = await send(jobs.employer.slug, body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body.message).toBe('Unknown event.')
    }
    const notJson = await api(beacon.POST, 'POST', `/api/jobs/${jobs.employer.slug}/beacon`, { body: 'event=view', headers: { 'content-type': 'application/json', 'user-agent': BROWSER } })
    expect(notJson.status).toBe(400)
  })

  it(`limits each client to ${BEACON_RATE_LIMIT_PER_MINUTE} a minute (429 with Retry-After), apart from the public read quota`, async () => {
    const client = randomClient()
    for (let i = 0; i < BEACON_RATE_LIMIT_PER_MINUTE; i++) expect((await send(jobs.employer.slug, { event: 'view' }, { client })).status).toBe(204)
    const refused = await send(jobs.employer.slug, { event: 'view' }, { client })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('ratelimit-policy')).toBe(`"beacon";q=${BEACON_RATE_LIMIT_PER_MINUTE};w=60`)
    expect((await send(jobs.employer.slug, { event: 'view' })).status).toBe(204)
  })

  it('adds concurrent beacons through the served entry to one row, none lost', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 40 }, () => send(jobs.crowded.slug, { event: 'view' })),
      ...Array.from({ length: 12 }, () => send(jobs.crowded.slug, { event: 'apply' })),
    ])
    expect(results.map((result) => result.status)).toEqual(Array(52).fill(204))
    expect(await today(jobs.crowded.id)).toEqual({ views: 40, applyClicks: 12 })
  })
})
