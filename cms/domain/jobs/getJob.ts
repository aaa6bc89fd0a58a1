import type { Payload } from 'payload'
import type { JobDetail } from '@cms/contract/jobs'
import { Failure } from '@cms/domain/failure'
import { mapJobRow, type JobRow } from './mapJobRow'
import { readPoolOf } from '@cms/lib/sql'
import { jobTrustFacts } from '@cms/domain/trust/jobTrustFacts'
import { ratesToShow } from '@cms/domain/salaries/ratesStore'
import { REPORT_MESSAGES } from '@cms/contract/reports'
import { activeJobBySlugSql, jobStatusBySlugSql } from './sql'

/**
 * An active job by slug with company, category, location and skills. An expired job is a 410 (its page says it is
 * no longer available and search engines drop it); a held one a 404 that says it is under review (it may come
 * back); an unknown slug a 404.
 */
export async function getJobBySlug(payload: Payload, slug: string): Promise<JobDetail> {
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) throw new Failure('not-found', 'Job not found')
  const pool = readPoolOf(payload)
  const { rows } = await pool.query<JobRow>(activeJobBySlugSql(slug.toLowerCase()))
  if (rows[0]) {
    const [trust, exchangeRates] = await Promise.all([jobTrustFacts(pool, rows[0].id), ratesToShow(pool)])
    return { ...mapJobRow(rows[0], { excerpt: false }), ...trust, exchangeRates }
  }
  const { rows: other } = await pool.query<{ status: string }>(jobStatusBySlugSql(slug.toLowerCase()))
  if (other[0]?.status === 'expired') throw new Failure('gone', 'This job is no longer available')
  if (other[0]?.status === 'held') throw new Failure('not-found', REPORT_MESSAGES.underReview)
  throw new Failure('not-found', 'Job not found')
}
