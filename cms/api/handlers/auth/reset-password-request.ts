import { emailBodySchema } from '@cms/contract/accounts'
import { requestPasswordReset } from '@cms/domain/accounts/passwordReset'
import { clientIp } from '@cms/lib/clientIp'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/reset-password-request { email } -> { success, message } (token only with EXPOSE_RESET_TOKEN=true). */
export const POST = handler(async (request: Request) => {
  const { email } = emailBodySchema.parse(await readJsonBody(request))
  return Response.json(await requestPasswordReset(await getPayloadClient(), email, clientIp(request)))
})
