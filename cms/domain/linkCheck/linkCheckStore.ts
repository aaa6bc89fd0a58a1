import type { Pool } from 'pg'
import { SqlParams, unnestRows } from '@cms/lib/sqlBuilder'
import { expireJobs, relistJobs } from '@cms/domain/jobs/jobStore'
import { JOB_STATUS } from '@cms/lib/db/names'
import type { LinkState, Transition } from './nextLinkState'

/** A job whose apply link is due for a check, with what we remember of it. */
export interface DueLink {
  jobId: number
  applyUrl: string
  previous: LinkState | null
}

/** A job (aliased `j`) whose apply link is a web address (http or https): the only kind the checker can fetch. */
export const WEB_LINK = `j.apply_url ~* '^https?://'`
/** A web link on the reserved `.example` domain (the demo data's), which by definition never resolves. */
export const RESERVED_DOMAIN_LINK = `${WEB_LINK} AND substring(j.apply_url from '^[A-Za-z]+://([^/:?#]+)') ~* '[.]example$'`
/** A link the checker takes: a web link, not on the reserved domain. */
export const CHECKABLE_LINK = `${WEB_LINK} AND NOT (${RESERVED_DOMAIN_LINK})`

interface DueRow extends Record<string, unknown> {
  job_id: number
  apply_url: string
  status: LinkState['status'] | null
  reason: string | null
  checked_at: Date | null
  first_dead_at: Date | null
  next_check_at: Date | null
  unknown_streak: number | null
  expired_job: boolean | null
}

/**
 * The most urgent links first: never checked, then the longest ago. Live jobs, and jobs the checker itself
 * expired (a live answer revives them); jobs without an http(s) apply URL are skipped, and so are links on
 * the reserved `.example` domain (the demo data's), which by definition never resolve.
 */
export async function loadDueLinks(pool: Pool, now: Date, limit: number, perHost: number): Promise<DueLink[]> {
  // At most `perHost` links of one host per pass (what its rate allows in a pass), so an aggregator carrying
  // thousands of our jobs never fills the batch and keeps the small hosts waiting.
  const { rows } = await pool.query<DueRow>(
    `SELECT job_id, apply_url, status, reason, checked_at, first_dead_at, next_check_at, unknown_streak, expired_job
       FROM (
         SELECT j.id AS job_id, j.apply_url, c.status, c.reason, c.checked_at, c.first_dead_at, c.next_check_at, c.unknown_streak, c.expired_job,
                row_number() OVER (PARTITION BY lower(substring(j.apply_url from '^[A-Za-z]+://([^/:?#]+)')) ORDER BY c.checked_at ASC NULLS FIRST, j.id) AS host_rank
           FROM jobs j LEFT JOIN job_link_checks c ON c.job_id = j.id
          WHERE ${CHECKABLE_LINK}
            AND (j.status = ${JOB_STATUS.active} OR c.expired_job)
            AND (c.next_check_at IS NULL OR c.next_check_at <= $1)
       ) due
      WHERE host_rank <= $3
      ORDER BY checked_at ASC NULLS FIRST, job_id
      LIMIT $2`,
    [now, limit, perHost],
  )
  return rows.map((row) => ({
    jobId: row.job_id,
    applyUrl: row.apply_url,
    previous: row.status
      ? {
          status: row.status,
          reason: row.reason ?? '',
          checkedAt: row.checked_at!,
          firstDeadAt: row.first_dead_at,
          nextCheckAt: row.next_check_at!,
          unknownStreak: row.unknown_streak ?? 0,
          expiredJob: row.expired_job ?? false,
        }
      : null,
  }))
}

export interface CheckedLink {
  jobId: number
  transition: Transition
}

/**
 * Records a batch of checks in one transaction: the bookkeeping rows, then one statement each for the jobs
 * to expire and to revive (so the public caches are emptied once per batch, and only when a job changed).
 */
export async function saveChecks(pool: Pool, checks: readonly CheckedLink[]): Promise<void> {
  if (checks.length === 0) return
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const params = new SqlParams()
    const rows = unnestRows(params, checks, [
      { name: 'job_id', type: 'int', value: (check) => check.jobId },
      { name: 'status', type: 'text', value: (check) => check.transition.state.status },
      { name: 'reason', type: 'text', value: (check) => check.transition.state.reason },
      { name: 'checked_at', type: 'timestamptz', value: (check) => check.transition.state.checkedAt },
      { name: 'first_dead_at', type: 'timestamptz', value: (check) => check.transition.state.firstDeadAt },
      { name: 'next_check_at', type: 'timestamptz', value: (check) => check.transition.state.nextCheckAt },
      { name: 'unknown_streak', type: 'int', value: (check) => check.transition.state.unknownStreak },
      { name: 'expired_job', type: 'boolean', value: (check) => check.transition.state.expiredJob },
    ])
    await client.query(
      `INSERT INTO job_link_checks (job_id, status, reason, checked_at, first_dead_at, next_check_at, unknown_streak, expired_job)
       SELECT v.job_id, v.status, v.reason, v.checked_at, v.first_dead_at, v.next_check_at, v.unknown_streak, v.expired_job FROM ${rows}
       ON CONFLICT (job_id) DO UPDATE SET status = excluded.status, reason = excluded.reason, checked_at = excluded.checked_at,
         first_dead_at = excluded.first_dead_at, next_check_at = excluded.next_check_at,
         unknown_streak = excluded.unknown_streak, expired_job = excluded.expired_job`,
      params.values,
    )
    const expire = checks.filter((check) => check.transition.expire).map((check) => check.jobId)
    const revive = checks.filter((check) => check.transition.revive).map((check) => check.jobId)
    await expireJobs(client, expire, ['active'])
    await relistJobs(client, revive)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}

export interface PassSummary {
  startedAt: Date
  finishedAt: Date
  checked: number
  live: number
  dead: number
  unknown: number
  expired: number
  revived: number
}

export async function savePassSummary(pool: Pool, summary: PassSummary): Promise<void> {
  await pool.query(
    `INSERT INTO link_check_passes (started_at, finished_at, checked, live, dead, unknown, expired, revived) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [summary.startedAt, summary.finishedAt, summary.checked, summary.live, summary.dead, summary.unknown, summary.expired, summary.revived],
  )
}

