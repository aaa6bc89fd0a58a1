import { handleStripeWebhook } from '@cms/domain/commerce/webhook'
import { readBodyText } from '@cms/lib/body'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST /api/stripe/webhook: Stripe's deliveries, verified on the raw body (docs/commerce.md). */
export const POST = handler(async (request: Request) => {
  const raw = await readBodyText(request, 1024 * 1024)
  const result = await handleStripeWebhook(await getPayloadClient(), raw, request.headers.get('stripe-signature'))
  return Response.json(result)
})
