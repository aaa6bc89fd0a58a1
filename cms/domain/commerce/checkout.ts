import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { env } from '@cms/lib/env'
import { Failure } from '@cms/domain/failure'
import { recordPendingOrder } from './fulfilment'
import { commerceSettings, GUIDE_CURRENCY, GUIDE_PRICE_CENTS, GUIDE_PRODUCT_KEY, GUIDE_PRODUCT_NAME } from './settings'
import { getStripe, paymentProviderError } from './stripeClient'

export interface CreatedCheckout {
  sessionId: string
  url: string | null
}

/**
 * A Stripe Checkout Session for the guide (payment mode, USD 12.99 from STRIPE_PRICE_ID or inline price
 * data), the buyer's e-mail prefilled, back to /payment-success with the session id and e-mail. The
 * order is recorded as pending at once; the webhook or confirm-success marks it paid.
 * `cancelPath` is where the buyer lands when they leave Stripe's page.
 */
export async function createGuideCheckout(payload: Payload, email: string, cancelPath = '/checkout'): Promise<CreatedCheckout> {
  const stripe = getStripe()
  const site = env.siteUrl
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = commerceSettings.priceId
    ? { price: commerceSettings.priceId, quantity: 1 }
    : {
        price_data: {
          currency: GUIDE_CURRENCY,
          unit_amount: GUIDE_PRICE_CENTS,
          product_data: { name: GUIDE_PRODUCT_NAME, description: '2025 edition, instant PDF download' },
        },
        quantity: 1,
      }
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [lineItem],
      customer_email: email,
      // {CHECKOUT_SESSION_ID} is filled in by Stripe and must stay unencoded.
      success_url: `${site}/payment-success?session_id={CHECKOUT_SESSION_ID}&email=${encodeURIComponent(email)}`,
      cancel_url: `${site}${cancelPath}`,
      metadata: { product: GUIDE_PRODUCT_KEY },
      payment_intent_data: { metadata: { product: GUIDE_PRODUCT_KEY } },
    })
  } catch (error) {
    throw paymentProviderError(error)
  }
  if (!session.id) throw new Failure('upstream-failed', "We couldn't connect to our payment system. Please try again.")
  await recordPendingOrder(payload, { sessionId: session.id, email, amountTotal: session.amount_total ?? GUIDE_PRICE_CENTS, currency: session.currency ?? GUIDE_CURRENCY })
  return { sessionId: session.id, url: session.url ?? null }
}
