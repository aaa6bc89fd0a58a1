import type { Payload } from 'payload'
import type { CategoryPageResponse, LocationPageResponse } from '@cms/contract/jobs'
import { Failure } from '@cms/domain/failure'
import type { JobQuery } from './params'
import { readPoolOf } from '@cms/lib/sql'
import { searchJobs } from './searchJobs'

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/** GET /api/categories/{slug}: the category, its active-job count (with the request's filters) and one page of jobs. */
export async function categoryPage(payload: Payload, slug: string, query: JobQuery): Promise<CategoryPageResponse> {
  const key = slug.toLowerCase()
  const { rows } = SLUG.test(key)
    ? await readPoolOf(payload).query<{ id: number; name: string; slug: string }>('SELECT id, name, slug FROM categories WHERE slug = $1', [key])
    : { rows: [] }
  const category = rows[0]
  if (!category) throw new Failure('not-found', 'Category not found')
  const list = await searchJobs(payload, { ...query, categories: [category.slug] })
  return { category, count: list.pagination.total, ...list }
}

export async function locationPage(payload: Payload, slug: string, query: JobQuery): Promise<LocationPageResponse> {
  const key = slug.toLowerCase()
  const { rows } = SLUG.test(key)
    ? await readPoolOf(payload).query<{ id: number; name: string; slug: string; region: string | null; country: string | null }>(
        'SELECT id, name, slug, region::text AS region, country FROM locations WHERE slug = $1',
        [key],
      )
    : { rows: [] }
  const location = rows[0]
  if (!location) throw new Failure('not-found', 'Location not found')
  const list = await searchJobs(payload, { ...query, locations: [location.slug] })
  return { location: { ...location, region: location.region ?? null, country: location.country ?? null }, count: list.pagination.total, ...list }
}
