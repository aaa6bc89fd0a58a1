import type { Payload } from 'payload'
import type { JobPostPaymentPurpose, JobPostTier } from '@cms/contract/jobPosts'
import { logger } from '@cms/lib/logger'
import { poolOf } from '@cms/lib/sql'
import { featureJob } from '../jobs/jobStore'
import { queueMail } from '../mail/sendMailTask'
import { receiptEmail } from './emails'
import { periodEnd } from './publishJob'
import { readTiers } from './tiers'

/** What fulfilment reads of a paid Checkout Session (cms/domain/commerce/fulfilment.ts `factsFromSession`). */
export interface PaidSessionFacts {
  sessionId: string
  paid: boolean
  amountTotal: number | null
  paymentIntentId: string | null
}

interface ClaimedPayment extends Record<string, unknown> {
  post_id: number
  purpose: JobPostPaymentPurpose
  tier: JobPostTier
  days: number
  amount_cents: number
}

/**
 * A post's first payment puts it in review; an extension adds the tier's days to what is left (or to now, for an
 * ended post), an upgrade starts the higher tier's days from now. Either goes live at once, and the job follows
 * through the Jobs collection. Answers the end of the paid period (null while in review).
 */
async function applyPayment(payload: Payload, payment: ClaimedPayment): Promise<string | null> {
  const pool = poolOf(payload)
  if (payment.purpose === 'post') {
    const { rowCount } = await pool.query(
      `UPDATE job_posts SET state = 'in-review', needs_review = true, updated_at = now() WHERE id = $1 AND state IN ('draft', 'awaiting-payment')`,
      [payment.post_id],
    )
    if (!rowCount) logger.warn({ postId: payment.post_id }, 'job posts: a first payment arrived for a post no longer waiting for it; staff should refund it')
    return null
  }
  const post = await payload.findByID({ collection: 'job-posts', id: payment.post_id, depth: 0, overrideAccess: true })
  const now = new Date()
  const left = post.liveUntil && payment.purpose === 'extend' ? Math.max(now.getTime(), new Date(post.liveUntil).getTime()) : now.getTime()
  const liveUntil = periodEnd(new Date(left), payment.days)
  await pool.query(
    `UPDATE job_posts SET state = 'live', tier = $2::text::enum_job_posts_tier, live_until = $3, renewal_notice_sent_at = NULL,
            needs_review = (revision IS NOT NULL), updated_at = now()
      WHERE id = $1`,
    [payment.post_id, payment.tier, liveUntil],
  )
  const jobId = typeof post.job === 'object' && post.job ? post.job.id : post.job
  if (jobId) {
    await featureJob(pool, jobId, payment.tier, liveUntil)
  }
  return liveUntil
}

/**
 * Fulfils a job post's Checkout Session exactly once, whoever delivers it (Stripe's webhook, a replay, twenty
 * at once): one conditional UPDATE claims the unpaid payment row of the session, and only that caller applies
 * the payment and queues the receipt. If applying fails the claim is released, so Stripe's retry does it again.
 */
export async function fulfilJobPostPayment(payload: Payload, facts: PaidSessionFacts): Promise<{ newlyPaid: boolean }> {
  if (!facts.paid) return { newlyPaid: false }
  const pool = poolOf(payload)
  const { rows } = await pool.query<ClaimedPayment>(
    `UPDATE job_posts_payments SET paid_at = now(), receipt_sent_at = now(),
            stripe_payment_intent_id = coalesce($2, stripe_payment_intent_id), amount_cents = coalesce($3, amount_cents)
      WHERE stripe_session_id = $1 AND paid_at IS NULL
      RETURNING _parent_id AS post_id, purpose::text AS purpose, tier::text AS tier, days::int AS days, amount_cents::int AS amount_cents`,
    [facts.sessionId, facts.paymentIntentId, facts.amountTotal],
  )
  const payment = rows[0]
  if (!payment) return { newlyPaid: false }
  try {
    const liveUntil = await applyPayment(payload, payment)
    const post = await payload.findByID({ collection: 'job-posts', id: payment.post_id, depth: 0, overrideAccess: true })
    const tiers = await readTiers(payload)
    await queueMail(
      payload,
      receiptEmail(post.contactEmail, { title: post.title, tierLabel: tiers[payment.tier].label, days: payment.days, amountCents: payment.amount_cents, purpose: payment.purpose, liveUntil }),
    )
  } catch (error) {
    await pool.query(`UPDATE job_posts_payments SET paid_at = NULL, receipt_sent_at = NULL WHERE stripe_session_id = $1`, [facts.sessionId])
    throw error
  }
  return { newlyPaid: true }
}

/** charge.refunded of a job post's payment (ours from a rejection, or one made in Stripe's dashboard): recorded on the payment. */
export async function recordJobPostRefund(payload: Payload, paymentIntentId: string): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE job_posts_payments SET refunded_at = coalesce(refunded_at, now()) WHERE stripe_payment_intent_id = $1`,
    [paymentIntentId],
  )
  return Boolean(rowCount)
}
