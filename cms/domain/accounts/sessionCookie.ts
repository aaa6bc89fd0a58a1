import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

const usersAuth = (payload: Payload) => payload.collections.users.config.auth

/** Payload's own session cookie for a token from payload.login (the same cookie signs an admin into /cms). */
export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({ collectionAuthConfig: usersAuth(payload), cookiePrefix: payload.config.cookiePrefix, token }) as string
}

/** An expired copy of the session cookie, which makes the browser drop it. */
export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({ collectionAuthConfig: usersAuth(payload), cookiePrefix: payload.config.cookiePrefix }) as string
}
