import { parseCookies } from 'payload/shared'

/** The cookie that marks a browser as one that signed in to an account before (cms/domain/accounts/deviceCookie.ts). */
export const DEVICE_COOKIE = 'nomad-device'

/**
 * Who is signing in: the client's address (grouped as rate limits count it) and the device cookie of the
 * request's `Cookie` header (a call that signs in declares that header).
 */
export function signInClientOf(address: string, cookieHeader: string | null): { address: string; deviceCookie: string | null } {
  return { address, deviceCookie: parseCookies(new Headers(cookieHeader ? { cookie: cookieHeader } : {})).get(DEVICE_COOKIE) ?? null }
}
