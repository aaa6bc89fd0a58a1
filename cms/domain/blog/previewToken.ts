import crypto from 'node:crypto'

/**
 * Preview links carry a signed, expiring token (the expiry plus an HMAC of the post's slug and expiry
 * with the server secret), so an editor can open a draft in any browser, or share it for a while,
 * without a session on the site, and nobody can forge a link for another post.
 */
const PURPOSE = 'post-preview:'
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000

function signature(secret: string, slug: string, expiresAt: number): string {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}${slug}:${expiresAt}`).digest('base64url')
}

export function createPreviewToken(secret: string, slug: string, now = Date.now()): string {
  const expiresAt = now + PREVIEW_TTL_MS
  return `${expiresAt}.${signature(secret, slug, expiresAt)}`
}

/** True when the token was signed by this server for this slug and has not expired. */
export function verifyPreviewToken(secret: string, slug: string, token: string, now = Date.now()): boolean {
  const [expiry, given, ...rest] = token.split('.')
  const expiresAt = Number(expiry)
  if (!given || rest.length > 0 || !Number.isSafeInteger(expiresAt) || expiresAt < now) return false
  const expected = Buffer.from(signature(secret, slug, expiresAt))
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}
