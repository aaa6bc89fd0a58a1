import { currentUser } from '@cms/domain/accounts/currentUser'
import { toSessionUser } from '@cms/domain/accounts/toSessionUser'
import { handler, jsonError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** GET /api/auth/session: the signed-in user, or 401 when signed out. */
export const GET = handler(async (request: Request) => {
  const user = await currentUser(await getPayloadClient(), request)
  return user ? Response.json({ user: toSessionUser(user) }) : jsonError(401, 'Not signed in')
})
