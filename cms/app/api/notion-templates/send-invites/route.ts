import { sendInvitesRequestSchema } from '../../../../contract/commerce'
import { sendTemplateInvites } from '../../../../domain/commerce/templates'
import { readJsonBody } from '../../../../lib/body'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** POST /api/notion-templates/send-invites {email, session_id} -> {success, message, redirectUrl} (paid orders only). */
export const POST = handler(async (request: Request) => {
  const { email, session_id } = sendInvitesRequestSchema.parse(await readJsonBody(request))
  return Response.json(await sendTemplateInvites(await getPayloadClient(), email, session_id))
})
