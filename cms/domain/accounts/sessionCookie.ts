import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { SIGNED_IN_HINT_COOKIE } from '@cms/contract/siteHints'
import { deviceCookieFor } from './deviceCookie'

const usersAuth = (payload: Payload) => payload.collections.users.config.auth

/**
 * The signed-in hint (set, or expired to clear it) with the session cookie's life and flags. Readable by the SPA
 * (not HttpOnly): its value is only '1', the session itself stays in Payload's HttpOnly cookie.
 */
export function signedInHintCookie(payload: Payload, signedIn: boolean): string {
  const { tokenExpiration, cookies } = usersAuth(payload)
  const attributes = [`${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}`, 'Path=/', `Max-Age=${signedIn ? tokenExpiration : 0}`, 'SameSite=Lax']
  return [...attributes, ...(cookies.secure ? ['Secure'] : [])].join('; ')
}

/**
 * The cookies of a sign-in to `email`'s account: Payload's own session cookie (which also signs an admin into
 * /cms), the signed-in hint, and the device cookie that gives this browser its own sign-in allowance.
 */
export function sessionCookies(payload: Payload, token: string, email: string): string[] {
  const session = generatePayloadCookie({ collectionAuthConfig: usersAuth(payload), cookiePrefix: payload.config.cookiePrefix, token }) as string
  return [session, signedInHintCookie(payload, true), deviceCookieFor(payload, email)]
}

/** Expired copies of both cookies, which make the browser drop them. */
export function expiredSessionCookies(payload: Payload): string[] {
  const session = generateExpiredPayloadCookie({ collectionAuthConfig: usersAuth(payload), cookiePrefix: payload.config.cookiePrefix }) as string
  return [session, signedInHintCookie(payload, false)]
}
