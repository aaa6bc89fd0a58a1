import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { readPoolOf } from '@cms/lib/sql'
import type { CategoryItem, LocationItem } from '../contract/taxonomy'
import { LOCATION_REACH_SQL } from './jobs/locationReach'
import { JOB_STATUS } from '@cms/lib/db/names'

/** Live jobs per id, as each term's own list counts them (a location's covers the locations it holds). */
async function liveJobsPer(pool: Pool, sql: string): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ id: number; count: number }>(sql)
  return new Map(rows.map((row) => [row.id, row.count]))
}

const LIVE_JOBS_PER_CATEGORY = `SELECT category_id AS id, count(*)::int AS count FROM jobs WHERE status = ${JOB_STATUS.active} AND category_id IS NOT NULL GROUP BY category_id`
const LIVE_JOBS_PER_LOCATION = `SELECT r.term_id AS id, count(*)::int AS count FROM ${LOCATION_REACH_SQL} r
  JOIN jobs j ON j.location_id = r.location_id AND j.status = ${JOB_STATUS.active} GROUP BY r.term_id`

export async function listCategories(payload: Payload): Promise<CategoryItem[]> {
  const [{ docs }, counts] = await Promise.all([
    payload.find({ collection: 'categories', pagination: false, sort: 'name', depth: 0, select: { slug: true, name: true } }),
    liveJobsPer(readPoolOf(payload), LIVE_JOBS_PER_CATEGORY),
  ])
  return docs.map(({ id, slug, name }) => ({ id, slug, name, count: counts.get(id) ?? 0 }))
}

export async function listLocations(payload: Payload): Promise<LocationItem[]> {
  const [{ docs }, counts] = await Promise.all([
    payload.find({ collection: 'locations', pagination: false, sort: 'name', depth: 0, select: { slug: true, name: true, region: true } }),
    liveJobsPer(readPoolOf(payload), LIVE_JOBS_PER_LOCATION),
  ])
  return docs.map(({ id, slug, name, region }) => ({ id, slug, name, region: region ?? null, count: counts.get(id) ?? 0 }))
}
