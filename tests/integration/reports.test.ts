import { beforeAll, describe, expect, it } from 'vitest'
import { served } from '../support/servedApi'
import { REPORT_DETAILS_MAX, reportJobResponseSchema } from '@cms/contract/reports'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { reportFromOneAddressWithFreshAccounts } from '../support/reportAttack'
import { apiRequest, createTestUser, getTestPayload } from './helpers'

const { POST: reportPost } = served('/api/jobs/:slug/reports')
const { GET: jobGet } = served('/api/jobs/:slug')

const sink = sinkForThisFile()
let payload: Awaited<ReturnType<typeof getTestPayload>>

beforeAll(async () => {
  payload = await getTestPayload()
})

/** A job of this file's own, so hiding it never disturbs another file's lists. */
async function freshJob() {
  const company = (await payload.find({ collection: 'companies', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  return payload.create({
    collection: 'jobs',
    overrideAccess: true,
    data: { title: `Reported Role ${tag}`, description: 'A role to report.', postedAt: new Date().toISOString(), type: 'full-time', experienceLevel: 'mid', company: company.id, source: 'internal', externalId: `report-${tag}`, applyUrl: 'https://example.org/apply' } as never,
  })
}

let clientNumber = 0
const nextClient = () => `203.0.113.${(clientNumber += 1)}`
const report = (slug: string, json: unknown, headers: Record<string, string> = { 'x-nomad-client': nextClient() }) =>
  reportPost(apiRequest(`/api/jobs/${slug}/reports`, { method: 'POST', json, headers }))
const statusOf = async (id: number) => (await payload.findByID({ collection: 'jobs', id, overrideAccess: true, depth: 0 })).status

describe('POST /api/jobs/{slug}/reports', () => {
  it('records a report and answers 201', async () => {
    const job = await freshJob()
    const response = await report(job.slug!, { reason: 'scam', details: 'Asked me to pay for a laptop.', email: 'reporter@example.org' })
    expect(response.status).toBe(201)
    expect(reportJobResponseSchema.parse(await response.json())).toEqual({ success: true, message: 'Thank you. We will look into this job.' })
    const { docs } = await payload.find({ collection: 'job-reports', where: { job: { equals: job.id } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ reason: 'scam', details: 'Asked me to pay for a laptop.', email: 'reporter@example.org', state: 'open' })
    expect(docs[0]!.client).not.toContain('203.0.113')
    // In /cms a report is titled by its job, not by its reason.
    expect(payload.collections['job-reports'].config.admin.useAsTitle).toBe('jobTitle')
    expect(docs[0]!.jobTitle).toBe(job.title)
  })

  it('refuses a missing or unknown reason, oversized details and a bad e-mail with a message', async () => {
    const job = await freshJob()
    for (const [body, message] of [
      [{}, 'Please choose a reason.'],
      [{ reason: 'boring' }, 'Please choose a reason.'],
      [{ reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }, `Details can be at most ${REPORT_DETAILS_MAX} characters.`],
      [{ reason: 'other', email: 'not-an-address' }, 'Please enter a valid email address.'],
    ] as const) {
      const response = await report(job.slug!, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message })
    }
  })

  it('answers 404 for an unknown job', async () => {
    const response = await report('no-such-job-anywhere', { reason: 'other' })
    expect(response.status).toBe(404)
  })

  it('the probe\'s attack (one anonymous report, then twice a fresh account reporting, all from one address) does not hold a job', async () => {
    const job = await freshJob()
    expect(await reportFromOneAddressWithFreshAccounts(job.slug!, nextClient())).toEqual([201, 201, 201, 201, 201])
    expect(await statusOf(job.id)).toBe('active')
    expect((await jobGet(apiRequest(`/api/jobs/${job.slug}`))).status).toBe(200)
  })

  it('holds the job after reports from three different addresses, mails staff, and staff review brings it back', async () => {
    const job = await freshJob()
    const sameClient = { 'x-nomad-client': nextClient() }
    await report(job.slug!, { reason: 'filled-or-expired' }, sameClient)
    await report(job.slug!, { reason: 'filled-or-expired' }, sameClient)
    const { cookie } = await createTestUser('user')
    await report(job.slug!, { reason: 'scam' }, { cookie, 'x-nomad-client': sameClient['x-nomad-client'] })
    await report(job.slug!, { reason: 'scam' })
    // Two addresses so far (one of them twice anonymously and once signed in): still listed.
    expect(await statusOf(job.id)).toBe('active')

    await report(job.slug!, { reason: 'scam' })
    expect(await statusOf(job.id)).toBe('held')
    const page = await jobGet(apiRequest(`/api/jobs/${job.slug}`))
    expect(page.status).toBe(404)
    expect(await page.json()).toMatchObject({ message: 'This job is under review' })
    // A held job takes no more reports.
    expect((await report(job.slug!, { reason: 'other' })).status).toBe(404)

    const mail = await sink().waitFor((m) => m.subject === `Job held for review: ${job.title}`)
    expect(mail.text).toContain(`/cms/collections/jobs/${job.id}`)

    await payload.update({ collection: 'jobs', id: job.id, data: { status: 'active' }, overrideAccess: true })
    const { docs } = await payload.find({ collection: 'job-reports', where: { job: { equals: job.id } }, overrideAccess: true })
    expect(docs.map((doc) => doc.state)).toEqual(['dismissed', 'dismissed', 'dismissed', 'dismissed', 'dismissed'])
  })
})
