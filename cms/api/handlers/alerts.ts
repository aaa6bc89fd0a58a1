import { ALERT_CREATED_MESSAGES, type AlertMessageResponse } from '@cms/contract/alerts'
import { createAlert } from '@cms/domain/alerts/createAlert'
import { listUserAlerts } from '@cms/domain/alerts/manageAlerts'
import { readJsonBody } from '@cms/lib/body'
import { requireUser } from '@cms/domain/accounts/guards'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST { email, frequency, q?, category?, location?, type?, experience?, salary?, timezone? } -> 201 { success, message }. */
export const POST = handler(async (request: Request) => {
  const body = await readJsonBody(request).catch((error: HttpError) => {
    throw new HttpError(error.status, error.message, { success: false })
  })
  const created = await createAlert(await getPayloadClient(), request, body)
  return Response.json({ success: true, message: ALERT_CREATED_MESSAGES[created] } satisfies AlertMessageResponse, { status: 201 })
})

/** GET -> { alerts } of the signed-in user's address; 401 signed out. */
export const GET = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  return Response.json(await listUserAlerts(payload, await requireUser(payload, request)))
})
