import { loginBodySchema } from '@cms/contract/accounts'
import { deviceCookieFor } from '@cms/domain/accounts/deviceCookie'
import { signIn } from '@cms/domain/accounts/login'
import { sessionCookies } from '@cms/domain/accounts/sessionCookie'
import { toSessionUser } from '@cms/domain/accounts/toSessionUser'
import { handler, jsonWithCookie } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { readJsonBody } from '@cms/lib/body'

/** POST /api/auth/login { email, password } -> { user } with Payload's session cookie and the device cookie; 401 for wrong credentials. */
export const POST = handler(async (request: Request) => {
  const input = loginBodySchema.parse(await readJsonBody(request))
  const payload = await getPayloadClient()
  const { user, token } = await signIn(payload, input, request.headers)
  return jsonWithCookie({ user: toSessionUser(user) }, [...sessionCookies(payload, token), deviceCookieFor(payload, user.email)])
})
