import crypto from 'node:crypto'
import type { Pool } from 'pg'
import type { JobPostPaymentPurpose, JobPostTier } from '@cms/contract/jobPosts'
import { ENUM, JOB_POST_PURPOSE, JOB_POST_STATE } from '@cms/lib/db/names'

/**
 * Employers' job posts and their payments as our own SQL writes them (docs/data.md): the conditional state
 * changes of checkout, payment and the end of a paid period, each one statement so concurrent webhooks and
 * workers decide in the database. Edits and staff decisions go through the Local API (the collection's hooks).
 * The post's job changes through `cms/domain/jobs/jobStore.ts`.
 */

/** A Payload-style array row id (24 hex characters) for a payment row written here in SQL. */
const rowId = () => crypto.randomBytes(12).toString('hex')

/** The unpaid payment row of a new Checkout Session, and a draft becomes awaiting payment (with the tier it is paying for). */
export async function recordPayment(
  pool: Pool,
  postId: number,
  sessionId: string,
  plan: { tier: JobPostTier; purpose: JobPostPaymentPurpose; days: number; priceCents: number },
): Promise<void> {
  await pool.query(
    `WITH payment AS (
       INSERT INTO job_posts_payments (_order, _parent_id, id, stripe_session_id, tier, purpose, days, amount_cents)
       VALUES ((SELECT coalesce(max(_order), 0) + 1 FROM job_posts_payments WHERE _parent_id = $1), $1, $2, $3,
               $4::text::${ENUM.enum_job_posts_payments_tier}, $5::text::${ENUM.enum_job_posts_payments_purpose}, $6, $7)
     )
     UPDATE job_posts SET state = ${JOB_POST_STATE['awaiting-payment']}, tier = $4::text::${ENUM.enum_job_posts_tier}, updated_at = now()
      WHERE id = $1 AND $5::text = ${JOB_POST_PURPOSE.post} AND state IN (${JOB_POST_STATE.draft}, ${JOB_POST_STATE['awaiting-payment']})`,
    [postId, rowId(), sessionId, plan.tier, plan.purpose, plan.days, plan.priceCents],
  )
}

/** A payment claimed by `claimPayment`. */
export interface ClaimedPayment extends Record<string, unknown> {
  post_id: number
  purpose: JobPostPaymentPurpose
  tier: JobPostTier
  days: number
  amount_cents: number
}

/** Claims the unpaid payment row of a paid session: the payment for the one caller that may apply it, else undefined. */
export async function claimPayment(
  pool: Pool,
  facts: { sessionId: string; paymentIntentId: string | null; amountTotal: number | null },
): Promise<ClaimedPayment | undefined> {
  const { rows } = await pool.query<ClaimedPayment>(
    `UPDATE job_posts_payments SET paid_at = now(), receipt_sent_at = now(),
            stripe_payment_intent_id = coalesce($2, stripe_payment_intent_id), amount_cents = coalesce($3, amount_cents)
      WHERE stripe_session_id = $1 AND paid_at IS NULL
      RETURNING _parent_id AS post_id, purpose::text AS purpose, tier::text AS tier, days::int AS days, amount_cents::int AS amount_cents`,
    [facts.sessionId, facts.paymentIntentId, facts.amountTotal],
  )
  return rows[0]
}

/** Gives a claimed payment back when applying it failed, so Stripe's retry applies it. */
export async function releasePayment(pool: Pool, sessionId: string): Promise<void> {
  await pool.query(`UPDATE job_posts_payments SET paid_at = NULL, receipt_sent_at = NULL WHERE stripe_session_id = $1`, [sessionId])
}

/** A refund of a post's payment (ours from a rejection, or one made in Stripe's dashboard); true if a payment had it. */
export async function recordJobPostRefund(pool: Pool, paymentIntentId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE job_posts_payments SET refunded_at = coalesce(refunded_at, now()) WHERE stripe_payment_intent_id = $1`,
    [paymentIntentId],
  )
  return Boolean(rowCount)
}

/** A first payment puts a post that waits for it in review; false when the post no longer waits. */
export async function startReview(pool: Pool, postId: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE job_posts SET state = ${JOB_POST_STATE['in-review']}, needs_review = true, updated_at = now()
      WHERE id = $1 AND state IN (${JOB_POST_STATE.draft}, ${JOB_POST_STATE['awaiting-payment']})`,
    [postId],
  )
  return Boolean(rowCount)
}

/**
 * A draft (or one whose checkout never finished) goes to review free, as `tier`: the post sent, or undefined when it
 * was no longer a draft (sent already, by this call or a concurrent one), so only one caller mails the employer.
 */
export async function startFreeReview(pool: Pool, postId: number, tier: JobPostTier): Promise<{ contact_email: string; title: string } | undefined> {
  const { rows } = await pool.query<{ contact_email: string; title: string }>(
    `UPDATE job_posts SET state = ${JOB_POST_STATE['in-review']}, tier = $2::text::${ENUM.enum_job_posts_tier}, needs_review = true, updated_at = now()
      WHERE id = $1 AND state IN (${JOB_POST_STATE.draft}, ${JOB_POST_STATE['awaiting-payment']}) RETURNING contact_email, title`,
    [postId, tier],
  )
  return rows[0]
}

/** An extension or upgrade: the post is live with `tier` until `liveUntil` (a pending edit still waits for review). */
export async function startPaidPeriod(pool: Pool, postId: number, tier: JobPostTier, liveUntil: string): Promise<void> {
  await pool.query(
    `UPDATE job_posts SET state = ${JOB_POST_STATE.live}, tier = $2::text::${ENUM.enum_job_posts_tier}, live_until = $3, renewal_notice_sent_at = NULL,
            needs_review = (revision IS NOT NULL), updated_at = now()
      WHERE id = $1`,
    [postId, tier, liveUntil],
  )
}

/** Live posts whose paid period is over by `now` end: their ids and jobs. */
export async function endPostsPastPeriod(pool: Pool, now: Date): Promise<{ id: number; job_id: number | null }[]> {
  const { rows } = await pool.query<{ id: number; job_id: number | null }>(
    `UPDATE job_posts SET state = ${JOB_POST_STATE.ended}, revision = NULL, needs_review = false, updated_at = now()
      WHERE state = ${JOB_POST_STATE.live} AND live_until <= $1 RETURNING id, job_id`,
    [now.toISOString()],
  )
  return rows
}

/** Claims a post's renewal notice for this paid period (so two workers never mail it twice): what the notice says, or undefined. */
export async function claimRenewalNotice(pool: Pool, postId: number): Promise<{ contact_email: string; title: string; live_until: Date; manage_token_seed: string } | undefined> {
  const { rows } = await pool.query<{ contact_email: string; title: string; live_until: Date; manage_token_seed: string }>(
    `UPDATE job_posts SET renewal_notice_sent_at = now(), updated_at = now()
      WHERE id = $1 AND renewal_notice_sent_at IS NULL RETURNING contact_email, title, live_until, manage_token_seed`,
    [postId],
  )
  return rows[0]
}
