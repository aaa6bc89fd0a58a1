import { updateAlertRequestSchema } from '@cms/contract/alerts'
import { alertOf, changeFrequency, removeAlert, showAlert } from '@cms/domain/alerts/manageAlerts'
import { readJsonBody } from '@cms/lib/body'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** The manage link of an alert e-mail, without signing in: ?token= is the alert's signed token. */
async function tokenAlert(request: Request) {
  const payload = await getPayloadClient()
  return { payload, row: await alertOf(payload, { token: new URL(request.url).searchParams.get('token') ?? '' }) }
}

export const GET = handler(async (request: Request) => {
  const { payload, row } = await tokenAlert(request)
  return Response.json(await showAlert(payload, row))
})

export const PATCH = handler(async (request: Request) => {
  const { payload, row } = await tokenAlert(request)
  const { frequency } = updateAlertRequestSchema.parse(await readJsonBody(request))
  return Response.json(await changeFrequency(payload, row, frequency))
})

export const DELETE = handler(async (request: Request) => {
  const { payload, row } = await tokenAlert(request)
  return Response.json(await removeAlert(payload, row.id))
})
