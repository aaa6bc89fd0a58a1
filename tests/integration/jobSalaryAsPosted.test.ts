import { beforeAll, describe, expect, it } from 'vitest'
import { annualUsd } from '@cms/contract/salary'
import { latestRates } from '@cms/domain/salaries/ratesStore'
import { SALARY_CURRENCY_MESSAGE } from '@cms/domain/salaries/salaryOnSave'
import { invalidateLocalCaches } from '@cms/lib/cache/dataChanges'
import { poolOf } from '@cms/lib/sql'
import type { Job } from '@cms/payload-types'
import { cmsApi } from '../security/calls'
import { served } from '../support/servedApi'
import { createTestUser, getTestPayload } from './helpers'

/** Issue 44, item 5: editors enter a job's salary as posted in /cms; the annual USD figures are converted on save. */
const { GET: getJob } = served('/api/jobs/:slug')
const token = `asposted${Date.now().toString(36)}`
let payload: Awaited<ReturnType<typeof getTestPayload>>
let admin: Awaited<ReturnType<typeof createTestUser>>
let companyId: number

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createTestUser('admin')
  companyId = (await payload.create({ collection: 'companies', data: { name: `As Posted ${token}`, slug: `as-posted-${token}` }, overrideAccess: true })).id
})

let count = 0
/** A job as an editor creates it in /cms (the admin form posts to Payload's REST). */
async function createInCms(salary: Record<string, unknown>) {
  const key = `${token}-${++count}`
  const result = await cmsApi('POST', '/jobs', {
    cookie: admin.cookie,
    json: {
      title: `Platform Engineer ${key}`, slug: key, externalId: key, description: `<p>${key}</p>`, postedAt: new Date().toISOString(),
      type: 'full-time', experienceLevel: 'senior', company: companyId, source: 'internal', status: 'active', ...salary,
    },
  })
  return result
}
const stored = (id: number) => payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: true }) as Promise<Job>
const expectedAt = async (min: number, max: number, currency: string, period: 'year' | 'month' | 'hour') => annualUsd(min, max, currency, period, await latestRates(poolOf(payload)))

describe('a job saved in /cms', () => {
  it('an editor entering EUR 95,000 - 120,000 a year gets the annual USD figures at once, shown as posted', async () => {
    const created = await createInCms({ salaryPostedMin: 95000, salaryPostedMax: 120000, salaryCurrency: 'eur', salaryPeriod: 'year' })
    expect(created.status, created.text).toBe(201)
    const job = await stored(created.body.doc.id)
    const expected = await expectedAt(95000, 120000, 'EUR', 'year')
    expect(expected.salaryMin).not.toBe(95000)
    expect(job).toMatchObject({ salaryMin: expected.salaryMin, salaryMax: expected.salaryMax, salaryCurrency: 'EUR', salaryPeriod: 'year', salaryPostedMin: 95000, salaryPostedMax: 120000 })

    invalidateLocalCaches()
    const page = await getJob(new Request(`http://localhost/api/jobs/${job.slug}`))
    const detail = await page.json()
    expect(detail).toMatchObject({ salaryMin: expected.salaryMin, salaryMax: expected.salaryMax, salaryPosted: { min: 95000, max: 120000, currency: 'EUR', period: 'year' } })
  })

  it('an edit of the salary as posted reconverts it; the annual USD figures cannot be typed in', async () => {
    const created = await createInCms({ salaryPostedMin: 40, salaryPostedMax: 55, salaryCurrency: 'EUR', salaryPeriod: 'hour', salaryMin: 1, salaryMax: 2 })
    expect(created.status, created.text).toBe(201)
    const id = created.body.doc.id as number
    const hourly = await expectedAt(40, 55, 'EUR', 'hour')
    expect(await stored(id)).toMatchObject({ salaryMin: hourly.salaryMin, salaryMax: hourly.salaryMax })

    const typed = await cmsApi('PATCH', `/jobs/${id}`, { cookie: admin.cookie, json: { salaryMin: 95000, salaryMax: 120000 } })
    expect(typed.status, typed.text).toBe(200)
    expect(await stored(id)).toMatchObject({ salaryMin: hourly.salaryMin, salaryMax: hourly.salaryMax })

    const monthly = await cmsApi('PATCH', `/jobs/${id}`, { cookie: admin.cookie, json: { salaryPostedMin: 6000, salaryPostedMax: 7000, salaryPeriod: 'month' } })
    expect(monthly.status, monthly.text).toBe(200)
    const expected = await expectedAt(6000, 7000, 'EUR', 'month')
    expect(await stored(id)).toMatchObject({ salaryMin: expected.salaryMin, salaryMax: expected.salaryMax, salaryPeriod: 'month', salaryCurrency: 'EUR' })

    const cleared = await cmsApi('PATCH', `/jobs/${id}`, { cookie: admin.cookie, json: { salaryPostedMin: null, salaryPostedMax: null } })
    expect(cleared.status, cleared.text).toBe(200)
    expect(await stored(id)).toMatchObject({ salaryMin: null, salaryMax: null, salaryPostedMin: null, salaryCurrency: null })
  })

  it('refuses a currency without a rate with a 400 and its message, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'jobs', where: { externalId: { like: token } }, overrideAccess: true })).totalDocs
    const refused = await createInCms({ salaryPostedMin: 95000, salaryPostedMax: 120000, salaryCurrency: 'XYZ', salaryPeriod: 'year' })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(SALARY_CURRENCY_MESSAGE)
    expect((await payload.count({ collection: 'jobs', where: { externalId: { like: token } }, overrideAccess: true })).totalDocs).toBe(before)
  })
})
