import { loginBodySchema } from '../../../../contract/accounts'
import { signIn } from '../../../../domain/accounts/login'
import { jsonWithCookie, sessionCookie } from '../../../../domain/accounts/sessionCookie'
import { toSessionUser } from '../../../../domain/accounts/toSessionUser'
import { handler } from '../../../../lib/http'
import { getPayloadClient } from '../../../../lib/payload'
import { readJsonBody } from '../../../../lib/body'

/** POST /api/auth/login { email, password } -> { user } with Payload's session cookie; 401 for wrong credentials. */
export const POST = handler(async (request: Request) => {
  const input = loginBodySchema.parse(await readJsonBody(request))
  const payload = await getPayloadClient()
  const { user, token } = await signIn(payload, input, request.headers)
  return jsonWithCookie({ user: toSessionUser(user) }, sessionCookie(payload, token))
})
