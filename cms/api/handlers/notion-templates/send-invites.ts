import { sendInvitesRequestSchema } from '@cms/contract/commerce'
import { sendTemplateInvites } from '@cms/domain/commerce/templates'
import { readJsonBody } from '@cms/lib/body'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST /api/notion-templates/send-invites {email, session_id} -> {success, message, redirectUrl} (paid orders only). */
export const POST = handler(async (request: Request) => {
  const { email, session_id } = sendInvitesRequestSchema.parse(await readJsonBody(request))
  return Response.json(await sendTemplateInvites(await getPayloadClient(), email, session_id))
})
