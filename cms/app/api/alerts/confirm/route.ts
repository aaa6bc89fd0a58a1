import { confirmAlertRequestSchema } from '../../../../contract/alerts'
import { confirmAlert } from '../../../../domain/alerts/manageAlerts'
import { readJsonBody } from '../../../../lib/body'
import { handler, HttpError } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** POST { token } -> { success, message, alert }; a used or unknown token -> 400 { success: false, message }. */
export const POST = handler(async (request: Request) => {
  const parsed = confirmAlertRequestSchema.safeParse(await readJsonBody(request))
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, { success: false })
  return Response.json(await confirmAlert(await getPayloadClient(), parsed.data.token))
})
