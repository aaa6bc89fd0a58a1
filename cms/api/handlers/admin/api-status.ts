import { getApiStatus } from '@cms/domain/integrations/config'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'


export const GET = handler(async (request) => {
  await requireAdmin(await getPayloadClient(), request)
  return Response.json(await getApiStatus())
})
