import { guideFileFromRequest, saveGuide } from '@cms/domain/admin/guide'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** Multipart, field guideFile: a real PDF of at most 25 MB (413 above, 400 otherwise). */
export const POST = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  const data = await guideFileFromRequest(request)
  const guide = await saveGuide(payload, data)
  return Response.json({ success: true, message: 'The digital nomad guide has been uploaded successfully.', guide })
})
