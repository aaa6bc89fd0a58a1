import { unsubscribeRequestSchema } from '@cms/contract/newsletter'
import { unsubscribe } from '@cms/domain/newsletter/subscribers'
import { handler, HttpError, jsonError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/**
 * One-click unsubscribe. Mail clients POST 'List-Unsubscribe=One-Click' (form-encoded) to the URL of the
 * List-Unsubscribe header, which carries the token in its query (RFC 8058); the site's confirm page posts
 * JSON { token }. Never a GET: mail scanners follow links.
 */
export const POST = handler(async (request: Request) => {
  let token = new URL(request.url).searchParams.get('token')
  if (!token && (request.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await readJsonBody(request).catch((error: HttpError) => {
      throw new HttpError(error.status, error.message, { success: false })
    })) as { token?: unknown } | null
    token = typeof body?.token === 'string' ? body.token : null
  }
  const parsed = unsubscribeRequestSchema.safeParse({ token: token ?? '' })
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, { success: false })
  return Response.json(await unsubscribe(await getPayloadClient(), parsed.data.token))
})

export const GET = (): Response =>
  jsonError(405, 'Unsubscribing needs a POST: open the link from the e-mail and confirm on the page.', { success: false })
