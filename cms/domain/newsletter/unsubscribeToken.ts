import crypto from 'node:crypto'

/**
 * Unsubscribe links carry a signed token (the address plus an HMAC with the server secret), so no
 * token column is needed and a link cannot be forged for someone else's address. Tokens do not
 * expire: an unsubscribe link in an old e-mail must keep working.
 */
const PURPOSE = 'newsletter-unsubscribe:'

function signature(secret: string, email: string): string {
  return crypto.createHmac('sha256', secret).update(PURPOSE + email).digest('base64url')
}

export function createUnsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${signature(secret, email)}`
}

/** The address the token was made for, or null when it is malformed or not signed by this server. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, given, ...rest] = token.split('.')
  if (!encoded || !given || rest.length > 0) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(secret, email))
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? email : null
}
