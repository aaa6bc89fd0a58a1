import { isbot } from 'isbot'
import type { Payload } from 'payload'
import type { JobBeaconEvent } from '@cms/contract/jobPosts'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { countInWindow } from '@cms/domain/accounts/rateLimit'
import { Failure } from '@cms/domain/failure'
import { poolOf } from '@cms/lib/sql'
import { recordJobEvent } from './jobStatsStore'
import { JOB_STATUS } from '@cms/lib/db/names'

/** Whether a beacon was added to the job's day, or left out (a bot, or a job nobody reads stats of). */
export type BeaconOutcome = 'counted' | 'ignored'

/** A live job's id and whether its employer posted it here (the only jobs with a stats page); emptied by any job change. */
const liveJobs = createSharedCache<{ id: number; internal: boolean } | null>({ name: 'liveJobs', ttlMs: 5 * 60 * 1000, max: 5000 })

function liveJob(payload: Payload, slug: string) {
  return liveJobs.get(slug, async () => {
    const { rows } = await poolOf(payload).query<{ id: number; source: string }>(`SELECT id, source FROM jobs WHERE slug = $1 AND status = ${JOB_STATUS.active}`, [slug])
    return rows[0] ? { id: rows[0].id, internal: rows[0].source === 'internal' } : null
  })
}

/**
 * Counts a view or an apply click that a job page reports. Known bots (by user agent, `isbot`) and aggregated
 * jobs are answered like the rest and not stored: only employers' own jobs (source `internal`) have a stats
 * page, and counting the other 100,000 would be a write per page view that nobody reads (docs/search.md, "The beacon").
 * A client counts once per job, event and UTC day, so the figures mean people rather than page loads or a
 * script's loop: a hash of (event, job, day, client address) is counted for a day in the rate-limit table
 * and only its first beacon goes in. Nothing else about the visitor is stored: one number per job and day goes up.
 */
export async function countJobEvent(payload: Payload, slug: string, event: JobBeaconEvent, { userAgent, client }: { userAgent: string | null; client: string }): Promise<BeaconOutcome> {
  const job = await liveJob(payload, slug.toLowerCase())
  if (!job) throw new Failure('not-found', 'Job not found')
  if (!userAgent || isbot(userAgent) || !job.internal) return 'ignored'
  const day = new Date().toISOString().slice(0, 10)
  const { count } = await countInWindow(payload, { name: 'beacon:seen', subject: `${event}|${job.id}|${day}|${client}`, windowSeconds: 24 * 60 * 60 })
  if (count > 1) return 'ignored'
  await recordJobEvent(payload, job.id, event)
  return 'counted'
}
