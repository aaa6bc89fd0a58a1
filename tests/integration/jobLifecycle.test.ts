import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobStatus } from '@cms/domain/jobs/jobStore'
import { upsertJobs, type ExistingJob } from '@cms/domain/integrations/upsertJobs'
import { saveChecks } from '@cms/domain/linkCheck/linkCheckStore'
import { reportJob } from '@cms/domain/trust/reportJob'
import { expireJobOf } from '@cms/domain/jobPosts/closePost'
import { featureJob } from '@cms/domain/jobs/jobStore'
import { DATA_CHANGED_CHANNEL } from '@cms/lib/cache/dataChanges'
import { poolOf } from '@cms/lib/sql'
import type { ReportState } from '@cms/contract/reports'
import { until } from './dataChanges'
import { getTestPayload } from './helpers'

/**
 * Every path that changes a job's status (ingestion, the link checker, visitors' reports, an employer, staff in
 * /cms) goes through the job store, so each shows the same side effects: `updated_at` moves, every server's
 * caches hear of it (NOTIFY), the search postings follow the status, and a job leaving `held` closes its reports.
 */

let payload: Awaited<ReturnType<typeof getTestPayload>>
let listener: pg.Client
let heard: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await listener.connect()
  listener.on('notification', (message) => heard.push(message.payload ?? ''))
  await listener.query(`LISTEN ${DATA_CHANGED_CHANNEL}`)
})
afterAll(async () => {
  await listener.end()
})

async function freshJob(status: JobStatus, extra: Record<string, unknown> = {}) {
  const company = (await payload.find({ collection: 'companies', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const job = await payload.create({
    collection: 'jobs',
    overrideAccess: true,
    data: {
      title: `Lifecycle Cartographer ${tag}`,
      description: 'A role whose status changes.',
      postedAt: new Date().toISOString(),
      type: 'full-time',
      experienceLevel: 'mid',
      company: company.id,
      source: 'internal',
      externalId: `lifecycle-${tag}`,
      applyUrl: `https://lifecycle.test/jobs/${tag}`,
      status,
      ...extra,
    } as never,
  })
  return job
}

async function openReports(jobId: number, count = 2) {
  for (let i = 0; i < count; i++) {
    await payload.create({ collection: 'job-reports', overrideAccess: true, data: { job: jobId, reason: 'scam', client: `lifecycle-${jobId}-${i}`, state: 'open' } })
  }
}

interface Mark {
  jobId: number
  updatedAt: Date
}

/** Remembers the job's `updated_at` and forgets what the listener heard, before a path runs. */
async function mark(jobId: number): Promise<Mark> {
  const { rows } = await poolOf(payload).query<{ updated_at: Date }>('SELECT updated_at FROM jobs WHERE id = $1', [jobId])
  await new Promise((resolve) => setTimeout(resolve, 5))
  heard = []
  return { jobId, updatedAt: rows[0]!.updated_at }
}

/** The side effects every status change has, whoever made it. */
async function expectSideEffects(before: Mark, status: JobStatus, reports?: ReportState) {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ status: string; updated_at: Date; postings: number }>(
    `SELECT status::text, updated_at, (SELECT count(*)::int FROM job_postings p WHERE p.job_id = j.id) AS postings FROM jobs j WHERE id = $1`,
    [before.jobId],
  )
  const job = rows[0]!
  expect(job.status).toBe(status)
  expect(job.updated_at.getTime()).toBeGreaterThan(before.updatedAt.getTime())
  // The search postings hold live jobs only: a job leaving active loses them, one coming back gets them again.
  if (status === 'active') expect(job.postings).toBeGreaterThan(0)
  else expect(job.postings).toBe(0)
  // Every server empties its public caches.
  await until(() => heard.includes('jobs'))
  if (reports) {
    const states = await pool.query<{ state: string }>('SELECT state::text FROM job_reports WHERE job_id = $1', [before.jobId])
    expect(states.rows.length).toBeGreaterThan(0)
    expect(new Set(states.rows.map((row) => row.state))).toEqual(new Set([reports]))
  }
}

describe('one job store: the same side effects on every path', () => {
  it('ingestion expires a live job its source no longer returns', async () => {
    // Source 'internal': a provider's source would put this job into ingestion.test.ts's runs, which share the database.
    const job = await freshJob('active', { contentHash: 'lifecycle-hash' })
    const before = await mark(job.id)
    const existing: ExistingJob = { id: job.id, external_id: job.externalId, content_hash: 'lifecycle-hash', status: 'active', link_expired: false }
    const result = await upsertJobs(payload, 'internal' as never, [], new Set(), new Map([[job.externalId, existing]]))
    expect(result.expired).toBe(1)
    await expectSideEffects(before, 'expired')
  })

  it('the link checker expires a job on a dead link and lists it again on a live one', async () => {
    const job = await freshJob('active')
    const state = (status: 'dead' | 'live', expiredJob: boolean) => ({
      status,
      reason: status,
      checkedAt: new Date(),
      firstDeadAt: status === 'dead' ? new Date() : null,
      nextCheckAt: new Date(),
      unknownStreak: 0,
      expiredJob,
    })
    let before = await mark(job.id)
    await saveChecks(poolOf(payload), [{ jobId: job.id, transition: { state: state('dead', true), expire: true, revive: false } }])
    await expectSideEffects(before, 'expired')
    before = await mark(job.id)
    await saveChecks(poolOf(payload), [{ jobId: job.id, transition: { state: state('live', false), expire: false, revive: true } }])
    await expectSideEffects(before, 'active')
  })

  it('reports from three addresses hold a live job', async () => {
    const job = await freshJob('active')
    const before = await mark(job.id)
    for (const address of ['198.51.100.71', '198.51.100.72', '198.51.100.73']) {
      await reportJob(payload, job.slug!, { reason: 'scam', details: '', email: '' }, { address })
    }
    await expectSideEffects(before, 'held', 'open')
  })

  it('an employer ending a held job takes it down and upholds its reports', async () => {
    const job = await freshJob('held')
    await openReports(job.id)
    const before = await mark(job.id)
    await expireJobOf(payload, job.id)
    await expectSideEffects(before, 'expired', 'upheld')
  })

  it("an employer's payment lists a held job again with its placement and dismisses its reports", async () => {
    const job = await freshJob('held')
    await openReports(job.id)
    const before = await mark(job.id)
    const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString()
    await featureJob(poolOf(payload), job.id, 'featured', endsAt)
    await expectSideEffects(before, 'active', 'dismissed')
    const stored = await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ placement: 'featured', placementEndsAt: endsAt })
  })

  it('an editor in /cms puts a held job back live (reports dismissed) or takes it down (reports upheld)', async () => {
    for (const [status, reports] of [['active', 'dismissed'], ['expired', 'upheld']] as const) {
      const job = await freshJob('held')
      await openReports(job.id)
      const before = await mark(job.id)
      await payload.update({ collection: 'jobs', id: job.id, data: { status }, overrideAccess: true })
      await expectSideEffects(before, status, reports)
    }
  })
})
