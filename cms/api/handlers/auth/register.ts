import { registerBodySchema } from '@cms/contract/accounts'
import { register } from '@cms/domain/accounts/register'
import { deviceCookieFor } from '@cms/domain/accounts/deviceCookie'
import { sessionCookies } from '@cms/domain/accounts/sessionCookie'
import { toSessionUser } from '@cms/domain/accounts/toSessionUser'
import { handler, jsonWithCookie } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/register (registration payload) -> 201 { user }, signed in; 409 when the e-mail is registered. */
export const POST = handler(async (request: Request) => {
  const input = registerBodySchema.parse(await readJsonBody(request))
  const payload = await getPayloadClient()
  const { user, token } = await register(payload, input, request.headers)
  return jsonWithCookie({ user: toSessionUser(user) }, [...sessionCookies(payload, token), deviceCookieFor(payload, user.email)], 201)
})
