import type { Payload } from 'payload'
import type { ConfirmSuccessResponse } from '@cms/contract/commerce'
import { isSameEmail } from '@cms/lib/email'
import { Failure } from '@cms/domain/failure'
import { issueDownloadLink } from './downloadTokens'
import { factsFromSession, fulfilCheckout, type CheckoutSessionLike } from './fulfilment'
import { getStripe, isStripeNotFound, paymentProviderError } from './stripeClient'

/**
 * The thank-you page's call: asks Stripe for the session (never trusting the browser about payment),
 * runs the same fulfilment as the webhook, and hands back a fresh download link once paid.
 */
export async function confirmCheckoutSuccess(payload: Payload, sessionId: string, email: string): Promise<ConfirmSuccessResponse> {
  const stripe = getStripe()
  let session: CheckoutSessionLike
  try {
    session = (await stripe.checkout.sessions.retrieve(sessionId)) as CheckoutSessionLike
  } catch (error) {
    if (isStripeNotFound(error)) throw new Failure('not-found', 'No checkout session was found with this id.')
    throw paymentProviderError(error)
  }
  const facts = factsFromSession(session)
  if (!facts.email || !isSameEmail(facts.email, email)) {
    throw new Failure('forbidden', 'This e-mail address does not match the purchase.')
  }
  const { order } = await fulfilCheckout(payload, facts, { tolerateMailFailure: true })
  if (order.status !== 'paid') {
    return { success: order.status === 'pending', status: order.status }
  }
  const downloadUrl = await issueDownloadLink(payload, order)
  return { success: true, status: 'paid', downloadUrl }
}
