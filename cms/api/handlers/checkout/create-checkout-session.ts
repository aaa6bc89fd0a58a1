import { createCheckoutSessionRequestSchema, type CheckoutSessionResponse } from '@cms/contract/commerce'
import { createGuideCheckout } from '@cms/domain/commerce/checkout'
import { readJsonBody } from '@cms/lib/body'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST /api/checkout/create-checkout-session {email} -> {success, url, sessionId}. */
export const POST = handler(async (request: Request) => {
  const { email } = createCheckoutSessionRequestSchema.parse(await readJsonBody(request))
  const { sessionId, url } = await createGuideCheckout(await getPayloadClient(), email, '/checkout')
  return Response.json({ success: true, url, sessionId } satisfies CheckoutSessionResponse)
})
