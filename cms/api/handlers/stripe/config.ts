import { commerceSettings } from '@cms/domain/commerce/settings'
import { PAYMENTS_NOT_CONFIGURED } from '@cms/domain/commerce/stripeClient'
import type { StripeConfigResponse } from '@cms/contract/commerce'
import { handler, HttpError } from '@cms/lib/http'


/** GET /api/stripe/config: the publishable key for Stripe.js; 503 when payments are off. */
export const GET = handler(async () => {
  if (!commerceSettings.paymentsConfigured) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED)
  return Response.json({ publicKey: commerceSettings.publishableKey! } satisfies StripeConfigResponse)
})
