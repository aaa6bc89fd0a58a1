import { beforeAll, describe, expect, it } from 'vitest'
import { countryLandingResponseSchema, jobListResponseSchema, landingCountriesResponseSchema } from '@cms/contract/jobs'
import { taxonomyEntries } from '@cms/domain/sitemap/sitemapEntries'
import { apiRequest, getTestPayload } from './helpers'
import { createInternalJob } from '../support/internalJob'
import { served } from '../support/servedApi'

const { GET: landingList } = served('/api/remote-jobs-from')
const { GET: landingPage } = served('/api/remote-jobs-from/:slug')
const { GET: search } = served('/api/search')

/** A unique word so only this file's jobs match this file's lists (the test database is shared). */
const token = `druk${Date.now().toString(36)}`

/**
 * Five jobs restricted to Bhutan (posted earlier) and a newer worldwide one; five open to South America, whose
 * grouping holds uninhabited Bouvet Island and South Georgia as well as the countries people live in.
 */
const LINES = ['Bhutan only', 'Thimphu, Bhutan', 'Remote (Bhutan)', 'Bhutan', 'Bhutan only', 'Worldwide']
const SOUTH_AMERICA_JOBS = 5

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Druk ${token}`, slug: `druk-${token}` }, overrideAccess: true })
  const { docs: [category] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'development' } }, limit: 1 })
  for (const [index, locationText] of LINES.entries()) {
    await createInternalJob(payload, { token, key: String(index), company: company.id, category: category!.id }, {
      title: `${locationText === 'Worldwide' ? 'worldwide' : 'bhutan'} engineer ${token} ${index}`,
      postedAt: new Date(Date.now() - (LINES.length - index) * 60_000).toISOString(),
      locationText,
    })
  }
  for (let index = 0; index < SOUTH_AMERICA_JOBS; index++) {
    await createInternalJob(payload, { token, key: `sa${index}`, company: company.id, category: category!.id }, { locationText: 'South America only' })
  }
})

describe('/remote-jobs-from/{country}', () => {
  it('lists a country with at least 5 live jobs restricted to places that hold it, by slug', async () => {
    const { countries } = landingCountriesResponseSchema.parse(await (await landingList(apiRequest('/api/remote-jobs-from'), {} as never)).json())
    const bhutan = countries.find((country) => country.code === 'BT')
    expect(bhutan).toMatchObject({ name: 'Bhutan', slug: 'bhutan' })
    expect(bhutan!.restricted).toBeGreaterThanOrEqual(5)
    // Worldwide jobs never make a page: every listed country has its own restricted jobs.
    for (const country of countries) expect(country.restricted).toBeGreaterThanOrEqual(5)
  })

  it("puts the country's restricted jobs first, then the worldwide ones; its count is the country list's", async () => {
    const response = await landingPage(apiRequest(`/api/remote-jobs-from/bhutan?q=${token}`))
    expect(response.status).toBe(200)
    const page = countryLandingResponseSchema.parse(await response.json())
    expect(page.jobs.map((job) => job.title.split(' ')[0])).toEqual(['bhutan', 'bhutan', 'bhutan', 'bhutan', 'bhutan', 'worldwide'])
    const list = jobListResponseSchema.parse(await (await search(apiRequest(`/api/search?q=${token}&country=BT`), {} as never)).json())
    expect(page.count).toBe(list.pagination.total)
  })

  it('gives pages to places people live only: not to Bouvet Island or South Georgia, which a region holds', async () => {
    const { countries } = landingCountriesResponseSchema.parse(await (await landingList(apiRequest('/api/remote-jobs-from'), {} as never)).json())
    const codes = countries.map((country) => country.code)
    expect(codes).toContain('PE')
    expect(codes).not.toContain('BV')
    expect(codes).not.toContain('GS')
    expect(new Set(countries.map((country) => country.slug)).size).toBe(countries.length)
  })

  it('answers 404 for a country without enough restricted jobs, an uninhabited place and a name that is no country', async () => {
    for (const slug of ['antarctica', 'bouvet-island', 'narnia']) {
      const response = await landingPage(apiRequest(`/api/remote-jobs-from/${slug}`))
      expect(response.status).toBe(404)
      expect((await response.json()).message).toBeTruthy()
    }
  })

  it('lists exactly the countries with a page in the sitemap', async () => {
    const { countries } = landingCountriesResponseSchema.parse(await (await landingList(apiRequest('/api/remote-jobs-from'), {} as never)).json())
    const paths = (await taxonomyEntries(await getTestPayload())).map((entry) => entry.path).filter((path) => path.startsWith('/remote-jobs-from/'))
    expect(paths).toContain('/remote-jobs-from/bhutan')
    expect(paths.sort()).toEqual(countries.map((country) => `/remote-jobs-from/${country.slug}`).sort())
  })
})
