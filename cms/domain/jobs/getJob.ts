import type { Payload } from 'payload'
import type { JobDetail } from '@cms/contract/jobs'
import { HttpError } from '@cms/lib/http'
import { mapJobRow, type JobRow } from './mapJobRow'
import { poolOf } from '@cms/lib/sql'
import { activeJobBySlugSql, expiredJobExistsSql } from './sql'

/**
 * An active job by slug with company, category, location and skills. An expired job is a 410 (its page says it is
 * no longer available and search engines drop it); an unknown slug a 404.
 */
export async function getJobBySlug(payload: Payload, slug: string): Promise<JobDetail> {
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) throw new HttpError(404, 'Job not found')
  const pool = poolOf(payload)
  const { rows } = await pool.query<JobRow>(activeJobBySlugSql(slug.toLowerCase()))
  if (rows[0]) return mapJobRow(rows[0], { excerpt: false })
  const expired = await pool.query(expiredJobExistsSql(slug.toLowerCase()))
  if (expired.rowCount) throw new HttpError(410, 'This job is no longer available')
  throw new HttpError(404, 'Job not found')
}
