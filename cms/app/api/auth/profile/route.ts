import { updateProfileBodySchema } from '../../../../contract/accounts'
import { updateProfile } from '../../../../domain/accounts/updateProfile'
import { readJsonBody } from '../../../../lib/body'
import { requireUser } from '../../../../lib/guards'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'

/** PATCH /api/auth/profile { fullName?, location?, gender? } -> { user }: the signed-in user's own profile. */
export const PATCH = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, request)
  const input = updateProfileBodySchema.parse(await readJsonBody(request))
  return Response.json({ user: await updateProfile(payload, user.id, input) })
})
