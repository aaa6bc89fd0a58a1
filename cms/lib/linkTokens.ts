import crypto from 'node:crypto'

/**
 * Secret tokens carried by a link (mailed or shown once): 32 random bytes, written as 43 base64url characters.
 * Only the token's hex SHA-256 is stored, so a copy of the database opens no link; the hash is the lookup key,
 * which is why it must stay exactly this (links already mailed are found by it).
 */
const LINK_TOKEN_BYTES = 32

/** The shape of every token newLinkToken makes: checked before a lookup to spare the database malformed ones. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const randomLinkToken = (): string => crypto.randomBytes(LINK_TOKEN_BYTES).toString('base64url')

export const hashLinkToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex')

/** A new token for a link and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomLinkToken()
  return { token, hash: hashLinkToken(token) }
}

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function linkTokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false
  const given = Buffer.from(hashLinkToken(token), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && crypto.timingSafeEqual(given, stored)
}
