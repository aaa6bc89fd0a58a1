import { getApiStatus } from '../../../../domain/integrations/config'
import { requireAdmin } from '../../../../lib/guards'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

export const dynamic = 'force-dynamic'

export const GET = handler(async (request) => {
  await requireAdmin(await getPayloadClient(), request)
  return Response.json(await getApiStatus())
})
