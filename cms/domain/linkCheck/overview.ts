import type { Payload } from 'payload'
import type { LinkCheckOverview, LinkCheckQueued } from '@cms/contract/admin'
import { queueLeftToWorker } from '@cms/lib/queueRunners'
import { logger } from '@cms/lib/logger'
import { poolOf } from '@cms/lib/sql'
import { CHECKABLE_LINK, RESERVED_DOMAIN_LINK, WEB_LINK } from './linkCheckStore'
import { LINK_CHECK_QUEUE } from './tasks'
import { JOB_STATUS, LINK_VERDICT } from '@cms/lib/db/names'

interface Counts extends Record<string, unknown> {
  live_jobs: number
  jobs_with_link: number
  reserved_domain: number
  without_web_link: number
  checked: number
  live: number
  dead: number
  unknown: number
  expired_by_checker: number
}

/** What the admin's job-quality panel shows: where the live jobs' links stand, and the last pass. */
export async function linkCheckOverview(payload: Payload): Promise<LinkCheckOverview> {
  const pool = poolOf(payload)
  const [{ rows: counts }, { rows: passes }] = await Promise.all([
    pool.query<Counts>(
      `SELECT count(*) FILTER (WHERE j.status = ${JOB_STATUS.active})::int AS live_jobs,
              count(*) FILTER (WHERE j.status = ${JOB_STATUS.active} AND ${CHECKABLE_LINK})::int AS jobs_with_link,
              count(*) FILTER (WHERE j.status = ${JOB_STATUS.active} AND ${RESERVED_DOMAIN_LINK})::int AS reserved_domain,
              count(*) FILTER (WHERE j.status = ${JOB_STATUS.active} AND NOT coalesce(${WEB_LINK}, false))::int AS without_web_link,
              count(c.job_id) FILTER (WHERE j.status = ${JOB_STATUS.active})::int AS checked,
              count(*) FILTER (WHERE j.status = ${JOB_STATUS.active} AND c.status = ${LINK_VERDICT.live})::int AS live,
              count(*) FILTER (WHERE j.status = ${JOB_STATUS.active} AND c.status = ${LINK_VERDICT.dead})::int AS dead,
              count(*) FILTER (WHERE j.status = ${JOB_STATUS.active} AND c.status = ${LINK_VERDICT.unknown})::int AS unknown,
              count(*) FILTER (WHERE j.status = ${JOB_STATUS.expired} AND c.expired_job)::int AS expired_by_checker
         FROM jobs j LEFT JOIN job_link_checks c ON c.job_id = j.id`,
    ),
    pool.query<{ started_at: Date; finished_at: Date; checked: number; dead: number; expired: number; revived: number }>(
      `SELECT started_at, finished_at, checked, dead, expired, revived FROM link_check_passes ORDER BY id DESC LIMIT 1`,
    ),
  ])
  const row = counts[0]!
  const last = passes[0]
  return {
    liveJobs: row.live_jobs,
    jobsWithLink: row.jobs_with_link,
    skipped: { reservedDomain: row.reserved_domain, withoutWebLink: row.without_web_link },
    checked: row.checked,
    live: row.live,
    dead: row.dead,
    unknown: row.unknown,
    expiredByChecker: row.expired_by_checker,
    lastPass: last
      ? { startedAt: last.started_at.toISOString(), finishedAt: last.finished_at.toISOString(), checked: last.checked, dead: last.dead, expired: last.expired, revived: last.revived }
      : null,
  }
}

/**
 * The admin's "run a pass now": queued on the link-check queue. A pass runs for minutes, so nobody waits for
 * it: this server starts it in the background, or the worker picks it up when web servers leave the queue to it.
 */
export async function queueLinkCheckPass(payload: Payload): Promise<LinkCheckQueued> {
  const job = await payload.jobs.queue({ task: 'checkApplyLinks', input: {}, queue: LINK_CHECK_QUEUE } as never)
  if (!queueLeftToWorker()) {
    void payload.jobs.runByID({ id: (job as { id: number | string }).id, overrideAccess: true }).catch((error) => logger.error({ err: error }, 'link check: the pass failed'))
  }
  return { success: true, message: 'A link-check pass has started. Refresh this panel in a few minutes to see its results.' }
}
