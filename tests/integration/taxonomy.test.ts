import { describe, expect, it } from 'vitest'
import { categoryListSchema, locationListSchema } from '@cms/contract/taxonomy'
import { apiRequest } from './helpers'
import { served } from '../support/servedApi'

const { GET: getCategories } = served('/api/categories')
const { GET: getLocations } = served('/api/locations')

describe('GET /api/categories', () => {
  it('answers a bare array of {id, slug, name} holding the seeded categories', async () => {
    const response = await getCategories(apiRequest('/api/categories'), {})
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Array.isArray(body)).toBe(true)
    const categories = categoryListSchema.parse(body)
    expect(categories.length).toBeGreaterThanOrEqual(12)
    expect(Object.keys(categories[0]!).sort()).toEqual(['id', 'name', 'slug'])
    const slugs = categories.map((c) => c.slug)
    for (const slug of ['development', 'design', 'marketing', 'customer-service']) expect(slugs).toContain(slug)
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
})
