import type { Payload } from 'payload'
import { RENEWAL_NOTICE_DAYS } from '@cms/contract/jobPosts'
import { JOB_POST_STATE } from '@cms/lib/db/names'
import { poolOf } from '@cms/lib/sql'
import { queueMail } from '../mail/sendMailTask'
import { expireJobs } from '../jobs/jobStore'
import { claimRenewalNotice, endPostsPastPeriod } from './jobPostStore'
import { renewalEmail } from './emails'
import { manageLink } from './links'
import { manageTokenFromSeed } from './tokens'

/** Live posts whose paid period is over end, and their jobs expire (410, out of lists, feeds and the sitemap). */
async function endPastPeriods(payload: Payload, now: Date): Promise<number> {
  const rows = await endPostsPastPeriod(poolOf(payload), now)
  await expireJobs(poolOf(payload), rows.flatMap((row) => (row.job_id ? [row.job_id] : [])))
  return rows.length
}

/**
 * RENEWAL_NOTICE_DAYS before the end, once per paid period: the employer is mailed a link to extend or upgrade.
 * The notice carries the post's own manage link, recomputed from its seed.
 */
async function sendRenewalNotices(payload: Payload, now: Date): Promise<number> {
  const pool = poolOf(payload)
  const soon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000)
  const { rows: due } = await pool.query<{ id: number }>(
    `SELECT id FROM job_posts WHERE state = ${JOB_POST_STATE.live} AND renewal_notice_sent_at IS NULL AND live_until > $1 AND live_until <= $2`,
    [now.toISOString(), soon.toISOString()],
  )
  let sent = 0
  for (const { id } of due) {
    // Claimed per post, so two workers never mail one post twice.
    const post = await claimRenewalNotice(pool, id)
    if (!post) continue
    await queueMail(payload, renewalEmail(post.contact_email, post.title, post.live_until.toISOString(), manageLink(manageTokenFromSeed(post.manage_token_seed))))
    sent += 1
  }
  return sent
}

/** The worker's pass over paid periods (task `endJobPostPeriods`): renewal notices, then the ends. */
export async function endJobPostPeriods(payload: Payload, now = new Date()): Promise<{ noticed: number; ended: number }> {
  const noticed = await sendRenewalNotices(payload, now)
  const ended = await endPastPeriods(payload, now)
  return { noticed, ended }
}
