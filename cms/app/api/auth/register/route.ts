import { registerBodySchema } from '../../../../contract/accounts'
import { register } from '../../../../domain/accounts/register'
import { jsonWithCookie, sessionCookie } from '../../../../domain/accounts/sessionCookie'
import { toSessionUser } from '../../../../domain/accounts/toSessionUser'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

/** POST /api/auth/register (registration payload) -> 201 { user }, signed in; 409 when the e-mail is registered. */
export const POST = handler(async (request: Request) => {
  const input = registerBodySchema.parse(await readJsonBody(request))
  const payload = await getPayloadClient()
  const { user, token } = await register(payload, input, request.headers)
  return jsonWithCookie({ user: toSessionUser(user) }, sessionCookie(payload, token), 201)
})
