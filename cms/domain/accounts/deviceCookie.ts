import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '@cms/lib/env'
import { DEVICE_COOKIE } from '@cms/lib/signInClient'

/**
 * OWASP's device cookie: a browser that signed in to an account once keeps a signed cookie naming that
 * account, and its sign-ins to it are counted on their own (RateLimit rule `login:device`). Strangers' guesses
 * use up only the limits of unknown clients, so they slow guessing down without locking the owner out.
 * The cookie holds a random nonce and an HMAC of the account's e-mail and the nonce; nothing readable.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

const signature = (email: string, nonce: string) =>
  crypto.createHmac('sha256', env.payloadSecret).update(`device|${email.trim().toLowerCase()}|${nonce}`).digest('base64url')

/** The Set-Cookie value that marks this browser as one that signed in to `email`, with the session cookie's flags. */
export function deviceCookieFor(payload: Payload, email: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url')
  const { cookies } = payload.collections.users.config.auth
  const attributes = [`${DEVICE_COOKIE}=${nonce}.${signature(email, nonce)}`, 'Path=/', `Max-Age=${ONE_YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Lax']
  return [...attributes, ...(cookies.secure ? ['Secure'] : [])].join('; ')
}

/** The device's nonce when `cookie` (the device cookie's value) was signed by this server for `email`; null otherwise. */
export function trustedDevice(cookie: string | null, email: string): string | null {
  const [nonce, signed] = (cookie ?? '').split('.')
  if (!nonce || !signed) return null
  const expected = Buffer.from(signature(email, nonce))
  const given = Buffer.from(signed)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null
}
