import { confirmSubscriptionRequestSchema } from '@cms/contract/newsletter'
import { confirmSubscription } from '@cms/domain/newsletter/subscribers'
import { readJsonBody } from '@cms/lib/body'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST { token } -> { success, message }: confirms a subscription (new, or of an address that unsubscribed) from the link mailed to it. */
export const POST = handler(async (request: Request) => {
  const parsed = confirmSubscriptionRequestSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, { success: false })
  return Response.json(await confirmSubscription(await getPayloadClient(), parsed.data.token))
})
