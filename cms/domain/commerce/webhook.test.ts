import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Failure } from '@cms/domain/failure'
import { handleStripeWebhook } from './webhook'

const SECRET = 'whsec_test'
/** No database: these answers all come before the event is looked up. */
const payload = {} as Payload
const body = (type: string) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: {} } })
const signed = (raw: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload: raw, secret })

afterEach(() => vi.unstubAllEnvs())

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal')
    },
    (error: Failure) => ({ kind: error.kind, message: error.message }),
  )

describe('handleStripeWebhook before any lookup', () => {
  it('is a 503 naming the setting when no webhook secret is set', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '')
    expect(await refusal(handleStripeWebhook(payload, body('charge.refunded'), 'sig'))).toEqual({
      kind: 'unavailable',
      message: 'Stripe webhooks are not configured on this server: set STRIPE_WEBHOOK_SECRET (see the README).',
    })
  })

  it('is a 400 without a signature, or with one of another secret or another body', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET)
    const raw = body('checkout.session.completed')
    expect(await refusal(handleStripeWebhook(payload, raw, null))).toEqual({
      kind: 'invalid',
      message: 'Missing Stripe-Signature header.',
    })
    expect(await refusal(handleStripeWebhook(payload, raw, signed(raw, 'whsec_other')))).toEqual({ kind: 'invalid', message: 'Invalid Stripe signature.' })
    expect(await refusal(handleStripeWebhook(payload, `${raw} `, signed(raw)))).toEqual({ kind: 'invalid', message: 'Invalid Stripe signature.' })
  })

  it('acknowledges and ignores a signed event of a type it does not handle', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET)
    const raw = body('customer.created')
    expect(await handleStripeWebhook(payload, raw, signed(raw))).toEqual({
      received: true,
      ignored: true,
    })
  })
})
