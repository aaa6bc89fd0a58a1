import { parseCookies } from 'payload/shared'
import { clientIp } from './clientIp'

/** The cookie that marks a browser as one that signed in to an account before (cms/domain/accounts/deviceCookie.ts). */
export const DEVICE_COOKIE = 'nomad-device'

/** Who is signing in, read from the request: the client's address (grouped as rate limits count it) and its device cookie. */
export function signInClientOf(headers: Headers): { address: string; deviceCookie: string | null } {
  return { address: clientIp({ headers }), deviceCookie: parseCookies(headers).get(DEVICE_COOKIE) ?? null }
}
