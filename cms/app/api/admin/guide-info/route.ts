import { getGuideInfo } from '../../../../domain/admin/guide'
import { requireAdmin } from '../../../../lib/guards'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

export const dynamic = 'force-dynamic'

export const GET = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json(await getGuideInfo(payload))
})
