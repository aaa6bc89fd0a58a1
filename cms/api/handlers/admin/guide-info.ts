import { getGuideInfo } from '@cms/domain/admin/guide'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'


export const GET = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  return Response.json(await getGuideInfo(payload))
})
