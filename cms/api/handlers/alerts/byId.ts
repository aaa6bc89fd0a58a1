import { updateAlertRequestSchema } from '@cms/contract/alerts'
import { alertOf, changeFrequency, removeAlert } from '@cms/domain/alerts/manageAlerts'
import { readJsonBody } from '@cms/lib/body'
import { requireUser } from '@cms/domain/accounts/guards'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

type Context = RouteContext<'id'>

async function ownAlert(request: Request, context: Context) {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, request)
  const id = Number(context.params.id)
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, 'This alert does not exist any more.', { success: false })
  return { payload, row: await alertOf(payload, { user, id }) }
}

/** PATCH { frequency } -> { success, message, alert } for one of the signed-in user's alerts. */
export const PATCH = handler(async (request: Request, context: Context) => {
  const { payload, row } = await ownAlert(request, context)
  const { frequency } = updateAlertRequestSchema.parse(await readJsonBody(request))
  return Response.json(await changeFrequency(payload, row, frequency))
})

export const DELETE = handler(async (request: Request, context: Context) => {
  const { payload, row } = await ownAlert(request, context)
  return Response.json(await removeAlert(payload, row.id))
})
