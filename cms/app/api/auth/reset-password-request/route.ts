import { emailBodySchema } from '../../../../contract/accounts'
import { requestPasswordReset } from '../../../../domain/accounts/passwordReset'
import { clientIp } from '../../../../lib/clientIp'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

/** POST /api/auth/reset-password-request { email } -> { success, message } (token only with EXPOSE_RESET_TOKEN=true). */
export const POST = handler(async (request: Request) => {
  const { email } = emailBodySchema.parse(await readJsonBody(request))
  return Response.json(await requestPasswordReset(await getPayloadClient(), email, clientIp(request)))
})
