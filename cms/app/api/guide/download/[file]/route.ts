import fs from 'node:fs'
import { Readable } from 'node:stream'
import { authorizeDownload } from '@cms/domain/commerce/downloadTokens'
import { currentGuideFile, type GuideFileOnDisk } from '@cms/domain/commerce/guideFile'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/**
 * GET /api/guide/download/{token}.pdf?email=...&session=... (spec 2 §7 "GET {token}.pdf"): streams the
 * current guide PDF to the buyer of a paid, unrefunded order; 403 for anything else.
 */
export const GET = handler(async (request: Request, { params }: { params: Promise<{ file: string }> }) => {
  const { file } = await params
  if (!file.endsWith('.pdf')) throw new HttpError(404, 'Not found')
  const url = new URL(request.url)
  const payload = await getPayloadClient()
  let guide: GuideFileOnDisk | null = null
  await authorizeDownload(
    payload,
    { token: file.slice(0, -4), email: url.searchParams.get('email'), session: url.searchParams.get('session') },
    async () => {
      guide = await currentGuideFile(payload)
      if (!guide) throw new HttpError(404, 'The guide is being updated. Please try again in a few minutes or contact support.')
    },
  )
  const { filePath, downloadName, size } = guide as unknown as GuideFileOnDisk
  const body = Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream<Uint8Array>
  return new Response(body, {
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
