import { updateProfileBodySchema } from '@cms/contract/accounts'
import { requireUser } from '@cms/domain/accounts/guards'
import { updateProfile } from '@cms/domain/accounts/updateProfile'
import { readJsonBody } from '@cms/lib/body'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** PATCH /api/auth/profile { fullName?, location?, gender? } -> { user }: the signed-in user's own profile. */
export const PATCH = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, request)
  const input = updateProfileBodySchema.parse(await readJsonBody(request))
  return Response.json({ user: await updateProfile(payload, user.id, input) })
})
