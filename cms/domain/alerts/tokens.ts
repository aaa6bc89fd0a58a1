import crypto from 'node:crypto'

/**
 * Manage and unsubscribe links carry the alert id plus an HMAC with the server secret, so they work
 * without signing in and cannot be made for someone else's alert. They do not expire: the links in an
 * old e-mail must keep working.
 */
const PURPOSE = 'job-alert:'
const signature = (secret: string, id: number) => crypto.createHmac('sha256', secret).update(PURPOSE + id).digest('base64url')

export function createManageToken(secret: string, alertId: number): string {
  return `${alertId}.${signature(secret, alertId)}`
}

/** The alert id the token was made for, or null when it is malformed or not signed by this server. */
export function verifyManageToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]+)$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(signature(secret, id))
  const actual = Buffer.from(match[2]!)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? id : null
}
