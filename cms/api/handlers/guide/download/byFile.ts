import { openPaidGuideDownload } from '@cms/domain/commerce/guideFile'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import type { RouteContext } from '@cms/api/route'

/**
 * GET /api/guide/download/{token}.pdf?email=...&session=...: streams the
 * current guide PDF to the buyer of a paid, unrefunded order; 403 for anything else.
 */
export const GET = handler(async (request: Request, { params }: RouteContext<'file'>) => {
  const { file } = params
  if (!file.endsWith('.pdf')) throw new HttpError(404, 'Not found')
  const url = new URL(request.url)
  const payload = await getPayloadClient()
  const { stream, downloadName, size } = await openPaidGuideDownload(payload, {
    token: file.slice(0, -4),
    email: url.searchParams.get('email'),
    session: url.searchParams.get('session'),
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${downloadName}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

/** No HEAD (Next would otherwise answer it with GET and count a download for a link checker's probe). */
export function HEAD(): Response {
  return new Response(null, { status: 405, headers: { Allow: 'GET' } })
}
