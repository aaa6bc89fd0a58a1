import { beforeAll, describe, expect, it } from 'vitest'
import { feedRoute } from '@cms/server/documents/feedRoute'
import { categoryPageResponseSchema, jobListResponseSchema } from '@cms/contract/jobs'
import { apiRequest, getTestPayload } from './helpers'
import { createInternalJob } from '../support/internalJob'
import { served } from '../support/servedApi'

const { GET: getCategoryPage } = served('/api/categories/:slug')
const { GET: listJobs } = served('/api/jobs')
const { GET: search } = served('/api/search')

/** A unique word so only this file's jobs match this file's searches (the test database is shared). */
const token = `zelig${Date.now().toString(36)}`
const noParams = {} as never
const jsonFeed = feedRoute('json')
const categorySlug = `elig-${token}`

/** One job per shape of location line; the key names it. */
const LINES: Record<string, string> = {
  worldwide: 'Worldwide',
  notPortugal: 'Worldwide except Portugal',
  europe: 'Europe (CET ±2h)',
  us: 'US only',
  unknown: 'Remote',
  window: 'UTC-5 to UTC+1',
}

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Elig ${token}`, slug: `elig-${token}` }, overrideAccess: true })
  // Its own category too: /api/jobs takes no free text, so the category keeps other files' newer jobs out of its page.
  const category = await payload.create({ collection: 'categories', data: { name: `Elig ${token}`, slug: categorySlug }, overrideAccess: true })
  for (const [key, locationText] of Object.entries(LINES)) {
    await createInternalJob(payload, { token, key, company: company.id, category: category.id }, { locationText })
  }
})

const keysOf = (jobs: { title: string }[]) => jobs.map((j) => j.title.split(' ')[0]).sort()
async function found(path: string, qs: string) {
  const route = path === '/api/jobs' ? listJobs : search
  const response = await route(apiRequest(`${path}?q=${token}&${qs}`), noParams)
  expect(response.status).toBe(200)
  return jobListResponseSchema.parse(await response.json())
}

describe('country and tz filters', () => {
  it('every job answer carries its line as posted and who may apply', async () => {
    const { jobs } = await found('/api/search', '')
    expect(jobs.find((j) => j.title.startsWith('europe'))).toMatchObject({
      locationText: 'Europe (CET ±2h)',
      eligibility: { scope: 'regions', regions: ['europe'], countries: [], excludedCountries: [], timezones: { min: -1, max: 3 } },
    })
    expect(jobs.find((j) => j.title.startsWith('unknown'))!.eligibility.scope).toBe('unknown')
  })

  it('country=PT lists worldwide jobs that do not exclude Portugal, regions holding it and jobs naming it; says how many more do not say where', async () => {
    const answer = await found('/api/search', 'country=pt')
    expect(keysOf(answer.jobs)).toEqual(['europe', 'window', 'worldwide'])
    expect(answer.pagination.total).toBe(3)
    expect(answer.eligibilityUnknown).toBe(1)
    expect(keysOf((await found('/api/search', 'country=US')).jobs)).toEqual(['notPortugal', 'us', 'window', 'worldwide'])
    // Without a country nothing is left out, so there is nothing to report.
    expect((await found('/api/search', '')).eligibilityUnknown).toBeUndefined()
  })

  it('tz keeps jobs with no window and jobs whose window holds the offset', async () => {
    expect(keysOf((await found('/api/search', 'tz=-5')).jobs)).toEqual(['notPortugal', 'unknown', 'us', 'window', 'worldwide'])
    expect(keysOf((await found('/api/search', 'tz=2')).jobs)).toEqual(['europe', 'notPortugal', 'unknown', 'us', 'worldwide'])
    expect(keysOf((await found('/api/jobs', `category=${categorySlug}&country=PT&tz=2`)).jobs)).toEqual(['europe', 'worldwide'])
  })

  it('counts agree with the lists (count=true, category pages)', async () => {
    const count = await (await search(apiRequest(`/api/search?q=${token}&country=PT&tz=1&count=true`), noParams)).json()
    expect(count).toEqual({ count: (await found('/api/search', 'country=PT&tz=1')).pagination.total })
    const page = categoryPageResponseSchema.parse(
      await (await getCategoryPage(apiRequest(`/api/categories/${categorySlug}?country=PT`))).json(),
    )
    expect(page.count).toBe(3)
    expect(page.eligibilityUnknown).toBe(1)
  })

  it('answers 400 with a message for an unknown country or an impossible offset, on lists and feeds', async () => {
    for (const qs of ['country=XX', 'tz=15', 'tz=1.3']) {
      const response = await search(apiRequest(`/api/search?${qs}`), noParams)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(/country|tz/)
    }
    expect((await jsonFeed(apiRequest('/feeds/jobs.json?country=XX'), noParams)).status).toBe(400)
  })

  it('feeds follow the filters', async () => {
    const feed = await (await jsonFeed(apiRequest(`/feeds/jobs.json?q=${token}&country=PT`), noParams)).json()
    expect(feed.items.map((i: { title: string }) => i.title.split(' ')[0]).sort()).toEqual(['europe', 'window', 'worldwide'])
  })
})
