import { beforeAll, describe, expect, it } from 'vitest'
import { companyListResponseSchema, companyPageResponseSchema } from '@cms/contract/companies'
import { taxonomyEntries } from '@cms/domain/sitemap/sitemapEntries'
import { invalidateLocalCaches } from '@cms/lib/cache/dataChanges'
import { poolOf } from '@cms/lib/sql'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { createInternalJob } from '../support/internalJob'
import { served } from '../support/servedApi'

const { GET: listCompanies } = served('/api/companies')
const { GET: companyPage } = served('/api/companies/:slug')

/** A unique word so only this file's companies match this file's lists (the test database is shared). */
const token = `firm${Date.now().toString(36)}`
const DAY = 24 * 60 * 60 * 1000

const page = async (path: string) => {
  const response = await companyPage(apiRequest(path))
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  const payload = await getTestPayload()
  const pool = poolOf(payload)
  const { docs: [category] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'development' } }, limit: 1 })
  const company = (name: string, slug: string, data: Record<string, unknown> = {}) =>
    payload.create({ collection: 'companies', data: { name, slug, ...data } as never, overrideAccess: true })
  const acme = await company(`Acme ${token}`, `acme-${token}`, {
    website: 'https://acme.example', description: 'We build rockets.', size: '51-200', founded: 2015, headquarters: 'PT',
    links: { linkedin: 'https://www.linkedin.com/company/acme' },
  })
  const job = (key: string, data: Record<string, unknown>) => createInternalJob(payload, { token, key, company: acme.id, category: category!.id }, data)
  // Live: Germany only, UTC+1 to UTC+3, $60k-90k; worldwide in UTC-5 to UTC+1, €95k-120k (annual USD at the snapshot's rate); Europe without salary.
  const germany = await job('de', { locationText: 'Germany, UTC+1 to UTC+3', salaryMin: 60000, salaryMax: 90000, postedAt: new Date(Date.now() - 3 * 60_000).toISOString() })
  await job('ww', { locationText: 'UTC-5 to UTC+1', salaryPostedMin: 95000, salaryPostedMax: 120000, salaryCurrency: 'EUR', salaryPeriod: 'year', salaryMin: 106638, salaryMax: 134700, postedAt: new Date(Date.now() - 2 * 60_000).toISOString() })
  await job('eu', { locationText: 'Europe', postedAt: new Date(Date.now() - 60_000).toISOString() })
  // Taken down: one reported and upheld, one whose employer closed it with paid days left, one posted 120 days ago that simply ended.
  const reported = await job('reported', { status: 'expired' })
  await job('closed', { status: 'expired', placement: 'featured', placementEndsAt: new Date(Date.now() + 10 * DAY).toISOString() })
  await job('old', { status: 'expired', postedAt: new Date(Date.now() - 120 * DAY).toISOString() })
  await pool.query(`INSERT INTO job_reports (job_id, reason, state, client, updated_at, created_at) VALUES ($1, 'scam', 'upheld', $2, now(), now())`, [reported.id, `c-${token}`])
  await pool.query(`INSERT INTO job_link_checks (job_id, status, checked_at, next_check_at) VALUES ($1, 'live', now(), now() + interval '1 day')`, [germany.id])

  // A job whose hours are only its "UTC+10" time-zone field (its location line names no window), posted a month
  // before the board saw it.
  // Named without the token, so the list tests' search for the token does not find it.
  const zone = await company(`Zone ${token.slice(4)}`, `zone-${token}`)
  await createInternalJob(payload, { token, key: 'zone', company: zone.id, category: category!.id }, {
    timezone: 'UTC+10', postedAt: new Date(Date.now() - 30 * DAY).toISOString(),
  })

  // A company whose last job ended 200 days ago, one whose last job ended 10 days ago, one that never had a job.
  const gone = await company(`Gone ${token}`, `gone-${token}`)
  const quiet = await company(`Quiet ${token}`, `quiet-${token}`)
  await company(`Empty ${token}`, `empty-${token}`)
  const goneJob = await createInternalJob(payload, { token, key: 'gone', company: gone.id, category: category!.id }, { status: 'expired' })
  await createInternalJob(payload, { token, key: 'quiet', company: quiet.id, category: category!.id }, { status: 'expired' })
  await pool.query(`UPDATE jobs SET updated_at = now() - interval '200 days' WHERE id = $1`, [goneJob.id])
  await pool.query(`UPDATE jobs SET updated_at = now() - interval '10 days' WHERE company_id = $1`, [quiet.id])
  invalidateLocalCaches()
})

describe('GET /api/companies', () => {
  it('lists the companies with live jobs, found by a part of their name, with their live-job counts', async () => {
    const response = await listCompanies(apiRequest(`/api/companies?q=${token}`), {} as never)
    expect(response.status).toBe(200)
    const list = companyListResponseSchema.parse(await response.json())
    // Gone, Quiet and Empty have no live job: they are not listed.
    expect(list.companies).toEqual([{ name: `Acme ${token}`, slug: `acme-${token}`, logo: null, liveJobs: 3 }])
    expect(list.pagination).toMatchObject({ total: 1, totalPages: 1, page: 1 })
  })

  it('reads % and _ in the text as themselves, and refuses text over 100 characters', async () => {
    const list = companyListResponseSchema.parse(await (await listCompanies(apiRequest(`/api/companies?q=${token}%25`), {} as never)).json())
    expect(list.companies).toEqual([])
    const response = await listCompanies(apiRequest(`/api/companies?q=${'a'.repeat(101)}`), {} as never)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBeTruthy()
  })
})

describe('GET /api/companies/{slug}', () => {
  it('answers the company as its editors wrote it, and only its live jobs', async () => {
    const { status, body } = await page(`/api/companies/acme-${token}`)
    expect(status).toBe(200)
    const found = companyPageResponseSchema.parse(body)
    expect(found.company).toEqual({
      name: `Acme ${token}`, slug: `acme-${token}`, website: 'https://acme.example', logo: null, description: 'We build rockets.',
      size: '51-200', founded: 2015, headquarters: 'PT', links: { linkedin: 'https://www.linkedin.com/company/acme', x: null },
    })
    expect(found.indexable).toBe(true)
    expect(found.jobs.map((job) => job.slug)).toEqual([`${token}-eu`, `${token}-ww`, `${token}-de`])
    expect(found.jobs.every((job) => job.company.slug === `acme-${token}`)).toBe(true)
    expect(found.count).toBe(3)
  })

  it("takes the list's filters (where you live) for its jobs, while what the jobs tell stays the company's", async () => {
    const found = companyPageResponseSchema.parse((await page(`/api/companies/acme-${token}?country=US`)).body)
    expect(found.jobs.map((job) => job.slug)).toEqual([`${token}-ww`])
    expect(found.insights.liveJobs).toBe(3)
  })

  it('tells who they hire from, the hours, the pay and how they post, from the jobs', async () => {
    const { insights } = companyPageResponseSchema.parse((await page(`/api/companies/acme-${token}`)).body)
    expect(insights.hiring).toHaveLength(3)
    expect(insights.hiring).toEqual(
      expect.arrayContaining([
        { scope: 'countries', countries: ['DE'], regions: [], excludedCountries: [], jobs: 1 },
        { scope: 'worldwide', countries: [], regions: [], excludedCountries: [], jobs: 1 },
        { scope: 'regions', countries: [], regions: ['europe'], excludedCountries: [], jobs: 1 },
      ]),
    )
    expect(insights.hours).toEqual({ min: -5, max: 3, jobs: 2 })
    expect(insights.pay).toEqual({ minUsd: 60000, maxUsd: 134700, stated: 2 })
    expect(insights.exchangeRates.perEur.USD).toBeGreaterThan(0)
    expect(insights.posting).toMatchObject({ recentJobs: 5, closedEarly: 1, reportedUpheld: 1, links: { checked: 1, working: 1 } })
    // No later than the oldest job's posting date (120 days ago), though the board saw that job only today.
    expect(Math.abs(Date.now() - 120 * DAY - Date.parse(insights.posting.firstSeen))).toBeLessThan(60 * 60 * 1000)
    expect(insights.posting.links.lastCheckedAt).not.toBeNull()
  })

  it("counts a job's time-zone field as the hours it names, and was first seen no later than its jobs were posted", async () => {
    const { insights } = companyPageResponseSchema.parse((await page(`/api/companies/zone-${token}`)).body)
    expect(insights.hours).toEqual({ min: 10, max: 10, jobs: 1 })
    expect(Math.abs(Date.now() - 30 * DAY - Date.parse(insights.posting.firstSeen))).toBeLessThan(60 * 60 * 1000)
  })

  it('answers 404 for an unknown company or one that never had a job, 410 after 180 days without a live job', async () => {
    for (const slug of [`nobody-${token}`, `empty-${token}`, 'Not a slug!']) {
      const { status, body } = await page(`/api/companies/${encodeURIComponent(slug)}`)
      expect(status, slug).toBe(404)
      expect(body.message).toBe('Company not found')
    }
    const gone = await page(`/api/companies/gone-${token}`)
    expect(gone.status).toBe(410)
    expect(gone.body.message).toBeTruthy()
  })

  it('serves a company without live jobs for less than 180 days, marked not to be indexed', async () => {
    const { status, body } = await page(`/api/companies/quiet-${token}`)
    expect(status).toBe(200)
    const found = companyPageResponseSchema.parse(body)
    expect(found.indexable).toBe(false)
    expect(found.jobs).toEqual([])
  })

  it('puts the companies with live jobs in the sitemap, and only those', async () => {
    const paths = (await taxonomyEntries(await getTestPayload())).map((entry) => entry.path)
    expect(paths).toContain(`/companies/acme-${token}`)
    for (const other of ['gone', 'quiet', 'empty']) expect(paths).not.toContain(`/companies/${other}-${token}`)
  })
})

describe('editing a company in /cms', () => {
  it("keeps every editor's change as a version staff can restore; visitors cannot read the history", async () => {
    const payload = await getTestPayload()
    const { user: editor } = await createTestUser('editor')
    const company = await payload.create({ collection: 'companies', data: { name: `Versioned ${token}`, slug: `versioned-${token}`, description: 'First words.' } as never, overrideAccess: true })
    await payload.update({ collection: 'companies', id: company.id, data: { description: 'Second words.', size: '11-50' } as never, user: editor, overrideAccess: false })
    const versions = await payload.findVersions({ collection: 'companies', where: { parent: { equals: company.id } }, sort: 'createdAt', user: editor, overrideAccess: false })
    expect(versions.docs.map((version) => version.version.description)).toEqual(['First words.', 'Second words.'])
    await payload.restoreVersion({ collection: 'companies', id: String(versions.docs[0]!.id), user: editor, overrideAccess: false })
    expect((await payload.findByID({ collection: 'companies', id: company.id, overrideAccess: true })).description).toBe('First words.')
    await expect(payload.findVersions({ collection: 'companies', where: { parent: { equals: company.id } }, overrideAccess: false })).rejects.toThrow()
  })

  it('refuses a link that is not a web address', async () => {
    const payload = await getTestPayload()
    const company = await payload.create({ collection: 'companies', data: { name: `Linked ${token}`, slug: `linked-${token}` }, overrideAccess: true })
    await expect(
      payload.update({ collection: 'companies', id: company.id, data: { links: { linkedin: 'javascript:alert(1)' } } as never, overrideAccess: true }),
    ).rejects.toThrow(/LinkedIn/)
  })
})
