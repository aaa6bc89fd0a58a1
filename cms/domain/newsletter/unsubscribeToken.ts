import crypto from 'node:crypto'

/**
 * Newsletter links carry a signed token (the address plus an HMAC with the server secret and the
 * link's purpose), so no token column is needed and a link cannot be forged for someone else's address
 * or reused for another purpose. Unsubscribe tokens do not expire: an unsubscribe link in an old e-mail
 * must keep working.
 */
export type AddressTokenPurpose = 'newsletter-unsubscribe' | 'newsletter-resubscribe'

function signature(secret: string, purpose: AddressTokenPurpose, email: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${email}`).digest('base64url')
}

export function createAddressToken(secret: string, purpose: AddressTokenPurpose, email: string): string {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${signature(secret, purpose, email)}`
}

/** The address the token was made for, or null when it is malformed or not signed for this purpose. */
export function verifyAddressToken(secret: string, purpose: AddressTokenPurpose, token: string): string | null {
  const [encoded, given, ...rest] = token.split('.')
  if (!encoded || !given || rest.length > 0) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(secret, purpose, email))
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? email : null
}

export const createUnsubscribeToken = (secret: string, email: string) => createAddressToken(secret, 'newsletter-unsubscribe', email)
export const verifyUnsubscribeToken = (secret: string, token: string) => verifyAddressToken(secret, 'newsletter-unsubscribe', token)
