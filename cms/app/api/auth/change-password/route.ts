import { changePasswordBodySchema } from '../../../../contract/accounts'
import { changePassword } from '../../../../domain/accounts/changePassword'
import { requireUser } from '../../../../lib/guards'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

/** POST /api/auth/change-password { currentPassword, newPassword, confirmPassword } -> { success, message }. */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  await requireUser(payload, request)
  const input = changePasswordBodySchema.parse(await readJsonBody(request))
  return Response.json(await changePassword(payload, request, input))
})
