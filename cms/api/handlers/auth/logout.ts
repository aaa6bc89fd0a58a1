import { logout } from '@cms/domain/accounts/logout'
import { expiredSessionCookie } from '@cms/domain/accounts/sessionCookie'
import { handler, jsonWithCookie } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'

/** POST /api/auth/logout -> { success: true }: ends the server-side session and clears the cookie. */
export const POST = handler(async (request: Request) => {
  const payload = await getPayloadClient()
  await logout(payload, request)
  return jsonWithCookie({ success: true, message: 'You have been logged out successfully.' }, expiredSessionCookie(payload))
})
