import { loginBodySchema } from '@cms/contract/accounts'
import { login } from '@cms/domain/accounts/login'
import { jsonWithCookie, sessionCookie } from '@cms/domain/accounts/sessionCookie'
import { toSessionUser } from '@cms/domain/accounts/toSessionUser'
import { clientIp } from '@cms/lib/clientIp'
import { handler } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/login { email, password } -> { user } with Payload's session cookie; 401 for wrong credentials. */
export const POST = handler(async (request: Request) => {
  const input = loginBodySchema.parse(await readJsonBody(request))
  const payload = await getPayloadClient()
  const { user, token } = await login(payload, input, clientIp(request))
  return jsonWithCookie({ user: toSessionUser(user) }, sessionCookie(payload, token))
})
