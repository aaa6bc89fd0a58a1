import { openGuide } from '@cms/domain/admin/guide'
import { requireAdmin } from '@cms/domain/accounts/guards'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** The stored guide PDF for an admin's 'Preview Guide' (inline, never cached by shared caches). */
export const GET = handler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request)
  const guide = await openGuide(payload)
  if (!guide) throw new HttpError(404, 'The digital nomad guide PDF has not been uploaded yet.')
  return new Response(guide.stream, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(guide.size),
      'Content-Disposition': `inline; filename="${guide.name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
