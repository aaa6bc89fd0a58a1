import { beforeAll, describe, expect, it } from 'vitest'
import { categoryListSchema, locationListSchema } from '@cms/contract/taxonomy'
import { apiRequest, getTestPayload } from './helpers'
import { createInternalJob } from '../support/internalJob'
import { served } from '../support/servedApi'

const { GET: getCategories } = served('/api/categories')
const { GET: getLocations } = served('/api/locations')
const { GET: getCategoryPage } = served('/api/categories/:slug')
const { GET: getLocationPage } = served('/api/locations/:slug')

/** This file's own category and locations (the test database is shared), with two live jobs and an expired one. */
const token = `ztax${Date.now().toString(36)}`
const slugs = { category: `tax-${token}`, region: `africa-${token}`, country: `kenya-${token}` }

beforeAll(async () => {
  const payload = await getTestPayload()
  const create = (collection: 'categories' | 'locations' | 'companies', data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, overrideAccess: true })
  const company = await create('companies', { name: `Tax ${token}`, slug: `tax-${token}` })
  const category = await create('categories', { name: `Tax ${token}`, slug: slugs.category })
  const region = await create('locations', { name: `Africa ${token}`, slug: slugs.region, region: 'Africa' })
  const country = await create('locations', { name: `Kenya ${token}`, slug: slugs.country, region: 'Africa', country: 'Kenya' })
  const jobs = [
    { key: 'in-country', location: country.id, status: 'active' },
    { key: 'in-region', location: region.id, status: 'active' },
    { key: 'expired', location: country.id, status: 'expired' },
  ]
  for (const { key, location, status } of jobs) {
    await createInternalJob(payload, { token, key, company: company.id, category: category.id }, { location, status })
  }
})

/** The count a taxonomy page answers (what its list shows). */
async function pageCount(route: typeof getCategoryPage, path: string): Promise<number> {
  const response = await route(apiRequest(path))
  expect(response.status).toBe(200)
  return ((await response.json()) as { count: number }).count
}

describe('GET /api/categories', () => {
  it('answers a bare array of {id, slug, name, count} holding the seeded categories', async () => {
    const response = await getCategories(apiRequest('/api/categories'), {})
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Array.isArray(body)).toBe(true)
    const categories = categoryListSchema.parse(body)
    expect(categories.length).toBeGreaterThanOrEqual(12)
    expect(Object.keys(categories[0]!).sort()).toEqual(['count', 'id', 'name', 'slug'])
    const slugs = categories.map((c) => c.slug)
    for (const slug of ['development', 'design', 'marketing', 'customer-service']) expect(slugs).toContain(slug)
  })

  it("each category's count is the number of live jobs its page lists", async () => {
    const categories = categoryListSchema.parse(await (await getCategories(apiRequest('/api/categories'), {})).json())
    expect(categories.find((c) => c.slug === slugs.category)!.count).toBe(2)
    expect(await pageCount(getCategoryPage, `/api/categories/${slugs.category}`)).toBe(2)
  })
})

describe('GET /api/locations', () => {
  it('answers a bare array of {id, slug, name, region} across regions, one without a region', async () => {
    const response = await getLocations(apiRequest('/api/locations'), {})
    expect(response.status).toBe(200)
    const locations = locationListSchema.parse(await response.json())
    expect(locations.length).toBeGreaterThanOrEqual(20)
    const regions = new Set(locations.map((l) => l.region))
    for (const region of ['Worldwide', 'Americas', 'Europe', 'Asia', null]) expect(regions).toContain(region)
  })

  it("each location's count is the number of live jobs its page lists, a region's countries included", async () => {
    const locations = locationListSchema.parse(await (await getLocations(apiRequest('/api/locations'), {})).json())
    const countOf = (slug: string) => locations.find((l) => l.slug === slug)!.count
    expect(countOf(slugs.country)).toBe(1)
    expect(countOf(slugs.country)).toBe(await pageCount(getLocationPage, `/api/locations/${slugs.country}`))
    expect(countOf(slugs.region)).toBeGreaterThanOrEqual(2)
    expect(countOf(slugs.region)).toBe(await pageCount(getLocationPage, `/api/locations/${slugs.region}`))
  })
})
