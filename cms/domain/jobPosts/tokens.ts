import crypto from 'node:crypto'
import { env } from '@cms/lib/env'
import { hashLinkToken, randomLinkToken } from '@cms/lib/linkTokens'

const PURPOSE = 'job-post-manage:'

/**
 * A post's manage token: the HMAC, under the server's secret, of a random seed stored with the post. The token
 * itself is never stored (only its hashLinkToken, to find the post by it), yet the server can put the same link in a
 * later mail (the renewal notice), so the employer's earlier links keep working. A database copy alone yields
 * no token: it also takes PAYLOAD_SECRET.
 */
export function manageTokenFromSeed(seed: string): string {
  return crypto.createHmac('sha256', env.payloadSecret).update(PURPOSE + seed).digest('base64url')
}

/** A new post's seed, its token (for the employer's link) and the token's hash (for the lookup). */
export function newManageToken(): { seed: string; token: string; hash: string } {
  const seed = randomLinkToken()
  const token = manageTokenFromSeed(seed)
  return { seed, token, hash: hashLinkToken(token) }
}
