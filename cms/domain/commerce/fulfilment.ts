import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { Failure } from '@cms/domain/failure'
import { sendMail } from '../mail/mailer'
import { query } from '@cms/lib/sql'
import { issueDownloadLink } from './downloadTokens'
import { guideDownloadEmail } from './emails'
import { commerceSettings, GUIDE_PRODUCT_KEY } from './settings'
import { logger } from '@cms/lib/logger'
import { claimDownloadEmail, insertPendingOrder, markOrderPaid, releaseDownloadEmail, type OrderRow } from './orderStore'

/** What fulfilment needs from a Checkout Session, whoever delivered it (webhook, retrieve, simulator). */
export interface CheckoutFacts {
  sessionId: string
  email: string | null
  /** payment_status 'paid' or 'no_payment_required'. */
  paid: boolean
  amountTotal: number | null
  currency: string | null
  paymentIntentId: string | null
  /** metadata.product: only our guide sessions are fulfilled. */
  product: string | null
}

/** The fields of a Stripe Checkout Session this module reads. */
export interface CheckoutSessionLike {
  id: string
  payment_status?: string | null
  customer_email?: string | null
  customer_details?: { email?: string | null } | null
  amount_total?: number | null
  currency?: string | null
  payment_intent?: string | { id: string } | null
  metadata?: Record<string, string> | null
}

export function factsFromSession(session: CheckoutSessionLike): CheckoutFacts {
  const pi = session.payment_intent
  return {
    sessionId: session.id,
    email: session.customer_details?.email || session.customer_email || null,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? null),
    product: session.metadata?.product ?? null,
  }
}

export interface FulfilmentResult {
  order: { id: number; email: string; stripeSessionId: string; status: OrderRow['status'] }
  /** True only for the one call that moved the order to paid. */
  newlyPaid: boolean
  /** True only for the one call that sent the download e-mail. */
  emailSent: boolean
}

/** Creates the pending order of a session once; later calls leave it as it is. */
export async function recordPendingOrder(payload: Payload, facts: Pick<CheckoutFacts, 'sessionId' | 'email' | 'amountTotal' | 'currency'>) {
  if (!facts.email) throw new Failure('unprocessable', 'The checkout session has no e-mail address.')
  await insertPendingOrder(payload, { ...facts, email: facts.email })
}

async function findOrder(payload: Payload, sessionId: string): Promise<OrderRow> {
  const [row] = await query<OrderRow>(payload, sql`SELECT id, stripe_session_id, email, status FROM orders WHERE stripe_session_id = ${sessionId}`)
  if (!row) throw new Error(`order for ${sessionId} vanished`)
  return row
}

const toResult = (row: OrderRow, newlyPaid: boolean, emailSent: boolean): FulfilmentResult => ({
  order: { id: row.id, email: row.email, stripeSessionId: row.stripe_session_id, status: row.status },
  newlyPaid,
  emailSent,
})

/**
 * THE fulfilment of a Checkout Session, shared by the webhook, confirm-success and the test simulator.
 * Idempotent and safe under concurrency, by construction in the database:
 * 1. the order row is inserted once (unique stripe_session_id, ON CONFLICT DO NOTHING);
 * 2. pending -> paid is one conditional UPDATE, so exactly one caller wins it;
 * 3. the download e-mail is claimed with a conditional UPDATE on download_email_sent_at, so it is sent
 *    once; if sending fails the claim is released and the error propagates (Stripe retries the webhook),
 *    unless `tolerateMailFailure` (confirm-success: the buyer still gets the download on the page).
 * A refunded order stays refunded: a replayed or late 'completed' event changes nothing.
 */
export async function fulfilCheckout(
  payload: Payload,
  facts: CheckoutFacts,
  options: { tolerateMailFailure?: boolean } = {},
): Promise<FulfilmentResult> {
  if (facts.product !== GUIDE_PRODUCT_KEY) throw new Failure('unprocessable', 'This checkout session is not for the guide.')
  await recordPendingOrder(payload, facts)
  if (!facts.paid) return toResult(await findOrder(payload, facts.sessionId), false, false)

  // recordPendingOrder refused a session without an e-mail.
  const paid = await markOrderPaid(payload, { ...facts, email: facts.email! }, commerceSettings)
  const claim = await claimDownloadEmail(payload, facts.sessionId)
  if (claim) {
    try {
      const link = await issueDownloadLink(payload, { id: claim.id, email: claim.email, stripeSessionId: claim.stripe_session_id })
      await sendMail({ to: claim.email, ...guideDownloadEmail(link) })
    } catch (error) {
      await releaseDownloadEmail(payload, claim.id)
      // The thank-you page still gets its download; the webhook (which does not tolerate it) sends the e-mail on retry.
      if (!options.tolerateMailFailure) throw error
      logger.error({ err: (error as Error).message, orderId: claim.id }, 'commerce: download e-mail failed; it will be retried')
      return toResult(claim, Boolean(paid), false)
    }
  }
  return toResult(claim ?? paid ?? (await findOrder(payload, facts.sessionId)), Boolean(paid), Boolean(claim))
}
