import { beforeAll, describe, expect, it } from 'vitest'
import { annualUsd, type SalaryCurrency, type SalaryPeriod } from '@cms/contract/salary'
import { salaryDistributionResponseSchema } from '@cms/contract/salaryDistribution'
import { latestRates } from '@cms/domain/salaries/ratesStore'
import { invalidateLocalCaches } from '@cms/lib/cache/dataChanges'
import { poolOf } from '@cms/lib/sql'
import { apiRequest, getTestPayload } from './helpers'
import { createInternalJob } from '../support/internalJob'
import { served } from '../support/servedApi'

const { GET: distributionOf } = served('/api/salary-distribution')
const { GET: landingList } = served('/api/remote-jobs-from')
const { GET: search } = served('/api/search')

/** A unique word so only this file's jobs are in its category and match its keyword (the test database is shared). */
const token = `pay${Date.now().toString(36)}`
const categorySlug = `pay-${token}`
/** The keyword page /keywords/{slug} searches its jobs' titles ('<key> engineer <token>') for '<token> engineer'. */
const keywordSlug = `remote-${token}-engineer-jobs`

type Posted = [min: number | null, max: number | null, currency: SalaryCurrency, period: SalaryPeriod]
/** Four jobs that state a salary, in four currencies and periods, and one that states none. */
const FIRST: Record<string, Posted | null> = {
  usd: [60_000, 80_000, 'USD', 'year'],
  eur: [90_000, null, 'EUR', 'year'],
  gbp: [5_000, 6_000, 'GBP', 'month'],
  hourly: [null, 50, 'USD', 'hour'],
  none: null,
}
const FIFTH: Posted = [120_000, 140_000, 'USD', 'year']

let company: number
let category: number
/** Each job's figure: the middle of its annual USD range at the stored rates, as every write path stores it. */
const figures: Record<string, number> = {}

async function createJob(key: string, posted: Posted | null) {
  const payload = await getTestPayload()
  const salary = posted ? annualUsd(posted[0], posted[1], posted[2], posted[3], await latestRates(poolOf(payload))) : null
  await createInternalJob(payload, { token, key, company, category }, { ...salary })
  if (salary) figures[key] = ((salary.salaryMin ?? salary.salaryMax!) + (salary.salaryMax ?? salary.salaryMin!)) / 2
  // Lists and their caches are emptied by every job write through the change feed; here, at once.
  invalidateLocalCaches()
}

async function distribution(query: string) {
  const response = await distributionOf(apiRequest(`/api/salary-distribution?${query}`))
  expect(response.status).toBe(200)
  return salaryDistributionResponseSchema.parse(await response.json()).distribution
}

beforeAll(async () => {
  const payload = await getTestPayload()
  company = (await payload.create({ collection: 'companies', data: { name: `Pay ${token}`, slug: `pay-${token}` }, overrideAccess: true })).id
  category = (await payload.create({ collection: 'categories', data: { name: `Pay ${token}`, slug: categorySlug }, overrideAccess: true })).id
  for (const [key, posted] of Object.entries(FIRST)) await createJob(key, posted)
})

describe('GET /api/salary-distribution', () => {
  it('answers no distribution while only four jobs state a salary', async () => {
    expect(await distribution(`category=${categorySlug}`)).toBeNull()
    expect(await distribution(`keyword=${keywordSlug}`)).toBeNull()
  })

  it("from the fifth: the count, quartiles and median of the jobs' annual USD figures, other currencies and periods converted at the stored rates", async () => {
    await createJob('fifth', FIFTH)
    const { date } = await latestRates(poolOf(await getTestPayload()))
    // Ascending: usd 70,000 < gbp (a month's pounds, made a year's dollars) < eur < hourly (50 × 2,080 = 104,000) < fifth 130,000.
    expect(Object.values(figures).sort((a, b) => a - b)).toEqual([figures.usd, figures.gbp, figures.eur, figures.hourly, figures.fifth])
    const expected = { count: 5, q1: Math.round(figures.gbp!), median: Math.round(figures.eur!), q3: 104_000, currency: 'USD', ratesDate: date }
    expect(await distribution(`category=${categorySlug}`)).toEqual(expected)
    expect(await distribution(`keyword=${keywordSlug}`)).toEqual(expected)
    // The posted amounts are not the figures: €90,000 is about $101k a year, 6,000 pounds a month about $95k.
    expect(expected.median).toBeGreaterThan(100_000)
    expect(expected.q1).toBeGreaterThan(85_000)
  })

  it("describes a country page's whole list: every live job open to people there that states a salary", async () => {
    const { countries } = (await (await landingList(apiRequest('/api/remote-jobs-from'), {} as never)).json()) as { countries: { code: string; slug: string; restricted: number }[] }
    const busiest = [...countries].sort((a, b) => b.restricted - a.restricted)[0]!
    const count = async (query: string) => ((await (await search(apiRequest(`/api/search?count=true&${query}`), {} as never)).json()) as { count: number }).count
    const stating = (await count(`country=${busiest.code}`)) - (await count(`country=${busiest.code}&salary=not-given`))
    expect(stating).toBeGreaterThanOrEqual(5)
    expect((await distribution(`country=${busiest.slug}`))?.count).toBe(stating)
  })

  it('refuses what names no landing page, and anything but exactly one page', async () => {
    for (const [query, status] of [['country=narnia', 404], ['category=no-such-category', 404], ['', 400], [`category=${categorySlug}&keyword=${keywordSlug}`, 400]] as const) {
      const response = await distributionOf(apiRequest(`/api/salary-distribution?${query}`))
      expect(response.status, query).toBe(status)
      expect((await response.json()).message, query).toBeTruthy()
    }
  })
})
