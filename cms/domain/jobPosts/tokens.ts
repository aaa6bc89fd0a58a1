import crypto from 'node:crypto'

/** A post's manage token: 32 random bytes (base64url) in the employer's link; only its SHA-256 is stored. */
export function newManageToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashManageToken(token) }
}

export const hashManageToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false
  const given = Buffer.from(hashManageToken(token), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && crypto.timingSafeEqual(given, stored)
}
