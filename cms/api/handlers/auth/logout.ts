import { logout } from '@cms/domain/accounts/logout'
import { expiredSessionCookies } from '@cms/domain/accounts/sessionCookie'
import { handler, jsonWithCookie } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST /api/auth/logout -> { success: true }: ends the server-side session and clears its cookie and the signed-in hint. */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  await logout(payload, request)
  return jsonWithCookie({ success: true, message: 'You have been logged out successfully.' }, expiredSessionCookies(payload))
})
