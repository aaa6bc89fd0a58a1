import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { Failure, isFailure } from '@cms/domain/failure'
import { poolOf, query } from '@cms/lib/sql'
import { JOB_POST_CHECKOUT_KIND } from '../jobPosts/checkout'
import { fulfilJobPostPayment } from '../jobPosts/fulfil'
import { recordJobPostRefund } from '../jobPosts/jobPostStore'
import { factsFromSession, fulfilCheckout, type CheckoutSessionLike } from './fulfilment'
import { recordRefund, recordStripeEvent } from './orderStore'
import { commerceSettings, GUIDE_PRODUCT_KEY } from './settings'
import { logger } from '@cms/lib/logger'
import { metrics } from '@cms/lib/metrics'

export const HANDLED_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'charge.refunded'] as const

export interface WebhookResult {
  received: true
  duplicate?: boolean
  ignored?: boolean
}

/**
 * POST /api/stripe/webhook: verifies the signature on the exact raw body (400 otherwise), then runs
 * the idempotent fulfilment. Processed event ids are stored, so a replay is acknowledged and ignored;
 * an event is stored only after its work succeeded, so a failed delivery is retried by Stripe.
 */
export async function handleStripeWebhook(payload: Payload, rawBody: string, signature: string | null): Promise<WebhookResult> {
  try {
    const result = await handleEvent(payload, rawBody, signature)
    metrics.stripeWebhooks.inc({ outcome: result.duplicate ? 'duplicate' : result.ignored ? 'ignored' : 'fulfilled' })
    return result
  } catch (error) {
    // A delivery we refused (no or a bad signature); anything else failed and Stripe will retry it.
    const refused = isFailure(error, 'invalid')
    metrics.stripeWebhooks.inc({ outcome: refused ? 'rejected' : 'failed' })
    throw error
  }
}

async function handleEvent(payload: Payload, rawBody: string, signature: string | null): Promise<WebhookResult> {
  const secret = commerceSettings.webhookSecret
  if (!secret) throw new Failure('unavailable', 'Stripe webhooks are not configured on this server: set STRIPE_WEBHOOK_SECRET (see the README).')
  if (!signature) throw new Failure('invalid', 'Missing Stripe-Signature header.')
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret)
  } catch {
    throw new Failure('invalid', 'Invalid Stripe signature.')
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { received: true, ignored: true }

  const [seen] = await query(payload, sql`SELECT 1 AS seen FROM stripe_events WHERE event_id = ${event.id}`)
  if (seen) return { received: true, duplicate: true }

  if (event.type === 'charge.refunded') {
    const charge = event.data.object as { payment_intent?: string | { id: string } | null; refunded?: boolean }
    const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
    // Only a full refund revokes the download; a partial refund is a goodwill gesture.
    if (pi && charge.refunded) {
      const changed = (await recordRefund(payload, pi)) || (await recordJobPostRefund(poolOf(payload), pi))
      if (!changed) logger.warn({ paymentIntent: pi }, 'stripe: charge.refunded with no paid order or job post')
    }
  } else {
    const session = event.data.object as CheckoutSessionLike
    const facts = factsFromSession(session)
    // A job post's session says so in its metadata; the guide's by its product; any other product on the same
    // Stripe account is acknowledged and left alone.
    if (session.metadata?.kind === JOB_POST_CHECKOUT_KIND) await fulfilJobPostPayment(payload, facts)
    else if (facts.product === GUIDE_PRODUCT_KEY) await fulfilCheckout(payload, facts)
    else return { received: true, ignored: true }
  }
  await recordStripeEvent(payload, event.id, event.type)
  return { received: true }
}
