import { confirmSubscriptionRequestSchema } from '../../../../contract/newsletter'
import { confirmResubscribe } from '../../../../domain/newsletter/subscribers'
import { readJsonBody } from '../../../../lib/body'
import { handler, HttpError } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** POST { token } -> { success, message }: re-activates an address that unsubscribed, from the link mailed to it. */
export const POST = handler(async (request: Request) => {
  const parsed = confirmSubscriptionRequestSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, { success: false })
  return Response.json(await confirmResubscribe(await getPayloadClient(), parsed.data.token))
})
