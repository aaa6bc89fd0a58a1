import { removeAlert } from '@cms/domain/alerts/manageAlerts'
import { verifyManageToken } from '@cms/domain/alerts/tokens'
import { handler, HttpError, jsonError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/**
 * RFC 8058 one-click unsubscribe: mail clients POST 'List-Unsubscribe=One-Click' to the URL of the
 * List-Unsubscribe header, whose query carries the token. Deleting is idempotent. Never a GET: mail
 * scanners follow links.
 */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  const id = verifyManageToken(payload.secret, new URL(request.url).searchParams.get('token') ?? '')
  if (id === null) throw new HttpError(400, 'This unsubscribe link is invalid or incomplete.', { success: false })
  return Response.json(await removeAlert(payload, id))
})

export const GET = (): Response =>
  jsonError(405, 'Unsubscribing needs a POST: open the link from the e-mail and confirm on the page.', { success: false })
