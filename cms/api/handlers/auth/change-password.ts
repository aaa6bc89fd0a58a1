import { changePasswordBodySchema } from '@cms/contract/accounts'
import { changePassword } from '@cms/domain/accounts/changePassword'
import { requireUser } from '@cms/domain/accounts/guards'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/change-password { currentPassword, newPassword, confirmPassword } -> { success, message }. */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  await requireUser(payload, request)
  const input = changePasswordBodySchema.parse(await readJsonBody(request))
  return Response.json(await changePassword(payload, request, input))
})
