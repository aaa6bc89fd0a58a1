import type { Payload } from 'payload'
import type { JobDetail } from '@cms/contract/jobs'
import { HttpError } from '@cms/lib/http'
import { mapJobRow, type JobRow } from './mapJobRow'
import { poolOf } from '@cms/lib/sql'
import { activeJobBySlugSql } from './sql'

/** An active job by slug with company, category, location and skills; expired or unknown slugs are a 404. */
export async function getJobBySlug(payload: Payload, slug: string): Promise<JobDetail> {
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) throw new HttpError(404, 'Job not found')
  const { rows } = await poolOf(payload).query<JobRow>(activeJobBySlugSql, [slug.toLowerCase()])
  if (!rows[0]) throw new HttpError(404, 'Job not found')
  return mapJobRow(rows[0], { excerpt: false })
}
