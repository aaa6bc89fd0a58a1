import { GUIDE_MAX_BYTES } from '@cms/contract/admin'
import { saveGuide } from '@cms/domain/admin/guide'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { multipartFile } from '@cms/lib/multipart'
import { getPayloadClient } from '@cms/lib/payload'

/** Multipart, field guideFile: a real PDF of at most 25 MB (413 above, 400 otherwise). */
export const POST = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  const data = await multipartFile(request, {
    field: 'guideFile',
    what: 'guide',
    maxBytes: GUIDE_MAX_BYTES,
    tooLargeMessage: 'The PDF file must be less than 25MB.',
    missingMessage: 'Please select a PDF file first.',
  })
  const guide = await saveGuide(payload, data)
  return Response.json({ success: true, message: 'The digital nomad guide has been uploaded successfully.', guide })
})
