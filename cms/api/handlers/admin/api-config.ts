import { apiConfigUpdateSchema } from '@cms/contract/admin'
import { getApiConfig, saveApiConfig } from '@cms/domain/integrations/config'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

export const GET = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json(await getApiConfig(payload))
})

export const POST = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  const body = apiConfigUpdateSchema.parse(await readJsonBody(request))
  if (new Set(body.providers.map((p) => p.id)).size !== body.providers.length) throw new HttpError(400, 'Each provider may be listed once.')
  await saveApiConfig(payload, body)
  return Response.json({ success: true, message: 'API configurations have been updated successfully.', ...(await getApiConfig(payload)) })
})
