import { subscribeRequestSchema } from '@cms/contract/newsletter'
import { subscribe } from '@cms/domain/newsletter/subscribers'
import { clientIp } from '@cms/lib/clientIp'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST { email, name?, marketingConsent?, source? } -> { success, message }; bad input -> 400 { success: false, message }. */
export const POST = handler(async (request: Request) => {
  const body = await readJsonBody(request).catch((error: HttpError) => {
    throw new HttpError(error.status, error.message, { success: false })
  })
  const parsed = subscribeRequestSchema.safeParse(body)
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid input', { success: false })
  return Response.json(await subscribe(await getPayloadClient(), parsed.data, clientIp(request)))
})
