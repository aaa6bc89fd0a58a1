import { beforeAll, describe, expect, it } from 'vitest'
import { readJobDailyStats, recordJobEvent } from '@cms/domain/jobStats/jobStatsStore'
import { getTestPayload } from './helpers'

let payload: Awaited<ReturnType<typeof getTestPayload>>
let jobId: number

beforeAll(async () => {
  payload = await getTestPayload()
  const company = (await payload.find({ collection: 'companies', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const job = await payload.create({
    collection: 'jobs',
    overrideAccess: true,
    data: { title: `Counted Role ${tag}`, description: 'A role people look at.', postedAt: new Date().toISOString(), type: 'full-time', experienceLevel: 'mid', company: company.id, source: 'internal', externalId: `stats-${tag}` } as never,
  })
  jobId = job.id
})

describe('a job\'s daily views and apply clicks', () => {
  it('adds concurrent events to one row per UTC day and reads days without events as zero', async () => {
    const monday = new Date('2026-11-02T23:30:00Z')
    const wednesday = new Date('2026-11-04T00:10:00Z')
    await Promise.all([
      ...Array.from({ length: 5 }, () => recordJobEvent(payload, jobId, 'view', monday)),
      recordJobEvent(payload, jobId, 'apply', monday),
      recordJobEvent(payload, jobId, 'view', wednesday),
    ])
    expect(await readJobDailyStats(payload, jobId, new Date('2026-11-02T08:00:00Z'), new Date('2026-11-04T08:00:00Z'))).toEqual([
      { day: '2026-11-02', views: 5, applyClicks: 1 },
      { day: '2026-11-03', views: 0, applyClicks: 0 },
      { day: '2026-11-04', views: 1, applyClicks: 0 },
    ])
  })
})
