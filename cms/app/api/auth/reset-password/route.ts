import { resetPasswordBodySchema } from '../../../../contract/accounts'
import { resetPassword } from '../../../../domain/accounts/passwordReset'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

/** POST /api/auth/reset-password { token, newPassword, confirmPassword } -> { success, message }; 400 for a bad token. */
export const POST = handler(async (request: Request) => {
  const input = resetPasswordBodySchema.parse(await readJsonBody(request))
  return Response.json(await resetPassword(await getPayloadClient(), input))
})
