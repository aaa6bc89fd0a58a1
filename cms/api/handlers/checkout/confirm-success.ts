import { confirmSuccessRequestSchema } from '@cms/contract/commerce'
import { confirmCheckoutSuccess } from '@cms/domain/commerce/confirmSuccess'
import { readJsonBody } from '@cms/lib/body'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/**
 * POST /api/checkout/confirm-success {sessionId, email}: checks the session with Stripe, runs the
 * same fulfilment as the webhook and answers {success, status, downloadUrl?}.
 */
export const POST = handler(async (request: Request) => {
  const { sessionId, email } = confirmSuccessRequestSchema.parse(await readJsonBody(request))
  return Response.json(await confirmCheckoutSuccess(await getPayloadClient(), sessionId, email))
})
