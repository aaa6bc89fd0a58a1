import { confirmAlertRequestSchema } from '@cms/contract/alerts'
import { confirmAlert } from '@cms/domain/alerts/manageAlerts'
import { readJsonBody } from '@cms/lib/body'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST { token } -> { success, message, alert }; a used or unknown token -> 400 { success: false, message }. */
export const POST = handler(async (request: Request) => {
  const parsed = confirmAlertRequestSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, { success: false })
  return Response.json(await confirmAlert(await getPayloadClient(), parsed.data.token))
})
