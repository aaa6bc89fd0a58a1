import { resetPasswordBodySchema } from '@cms/contract/accounts'
import { resetPassword } from '@cms/domain/accounts/passwordReset'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/reset-password { token, newPassword, confirmPassword } -> { success, message }; 400 for a bad token. */
export const POST = handler(async (request: Request) => {
  const input = resetPasswordBodySchema.parse(await readJsonBody(request))
  return Response.json(await resetPassword(await getPayloadClient(), input))
})
