import { createAlert } from '../../../domain/alerts/createAlert'
import { listUserAlerts } from '../../../domain/alerts/manageAlerts'
import { readJsonBody } from '../../../lib/body'
import { requireUser } from '../../../lib/guards'
import { handler, HttpError } from '../../../lib/http'
import { getPayloadClient } from '../../../lib/payload'

/** POST { email, frequency, q?, category?, location?, type?, experience?, salary?, timezone? } -> 201 { success, message }. */
export const POST = handler(async (request: Request) => {
  const body = await readJsonBody(request).catch((error: HttpError) => {
    throw new HttpError(error.status, error.message, { success: false })
  })
  return Response.json(await createAlert(await getPayloadClient(), request, body), { status: 201 })
})

/** GET -> { alerts } of the signed-in user's address; 401 signed out. */
export const GET = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  return Response.json(await listUserAlerts(payload, await requireUser(payload, request)))
})
