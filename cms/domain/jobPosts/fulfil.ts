import type { Payload } from 'payload'
import { logger } from '@cms/lib/logger'
import { poolOf } from '@cms/lib/sql'
import { featureJob } from '../jobs/jobStore'
import { claimPayment, releasePayment, startPaidPeriod, startReview, type ClaimedPayment } from './jobPostStore'
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

/**
 * A post's first payment puts it in review; an extension adds the tier's days to what is left (or to now, for an
 * ended post), an upgrade starts the higher tier's days from now. Either goes live at once, and the job follows
 * through the Jobs collection. Answers the end of the paid period (null while in review).
 */
async function applyPayment(payload: Payload, payment: ClaimedPayment): Promise<string | null> {
  const pool = poolOf(payload)
  if (payment.purpose === 'post') {
    if (!(await startReview(pool, payment.post_id))) logger.warn({ postId: payment.post_id }, 'job posts: a first payment arrived for a post no longer waiting for it; staff should refund it')
    return null
  }
  const post = await payload.findByID({ collection: 'job-posts', id: payment.post_id, depth: 0, overrideAccess: true })
  const now = new Date()
  const left = post.liveUntil && payment.purpose === 'extend' ? Math.max(now.getTime(), new Date(post.liveUntil).getTime()) : now.getTime()
  const liveUntil = periodEnd(new Date(left), payment.days)
  await startPaidPeriod(pool, payment.post_id, payment.tier, liveUntil)
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
  const payment = await claimPayment(pool, facts)
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
    await releasePayment(pool, facts.sessionId)
    throw error
  }
  return { newlyPaid: true }
}
