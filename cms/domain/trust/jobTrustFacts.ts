import type { Pool } from 'pg'
import type { JobDetail } from '@cms/contract/jobs'
import { LINK_VERDICT } from '@cms/lib/db/names'

type TrustFacts = Pick<JobDetail, 'applyLinkCheckedAt' | 'alsoListedOn'>

/**
 * What the job page adds to a job so visitors can trust it: when the link checker last found the apply link
 * working, and the other boards whose listings of this job were merged into it.
 */
export async function jobTrustFacts(pool: Pool, jobId: number): Promise<TrustFacts> {
  const { rows } = await pool.query<{ checked_at: Date | null; also_listed_on: { source: string; url: string | null }[] | null }>({
    name: 'job-trust-facts',
    text: `SELECT c.checked_at, j.also_listed_on FROM jobs j LEFT JOIN job_link_checks c ON c.job_id = j.id AND c.status = ${LINK_VERDICT.live} WHERE j.id = $1`,
    values: [jobId],
  })
  const row = rows[0]
  return { applyLinkCheckedAt: row?.checked_at?.toISOString() ?? null, alsoListedOn: row?.also_listed_on ?? [] }
}
