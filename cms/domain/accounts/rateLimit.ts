import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { Failure } from '@cms/domain/failure'
import { settings } from '@cms/lib/settings'
import { countUnderKey } from './rateLimitStore'

export interface RateLimitRule {
  /** What is counted, e.g. 'login:email'. */
  name: string
  /** Who is counted: an e-mail address, a client address, a user id. Stored only as a hash. */
  subject: string
  limit: number
  windowSeconds: number
}

/** The account calls' limits (spec: per address and per client). Counted per attempt in fixed windows. */
export const LIMITS = {
  // A browser that signed in to the account before (its device cookie) has an allowance of its own, so
  // strangers' guesses never lock the owner out. Unknown clients: per account *and* client, a per-account
  // backstop that bites when many clients guess at one account, and per client.
  loginPerDevice: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAccountAndClient: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 100, windowSeconds: 15 * 60 },
  loginPerClient: { limit: 50, windowSeconds: 15 * 60 },
  registerPerClient: { limit: 10, windowSeconds: 60 * 60 },
  checkEmailPerClient: { limit: 30, windowSeconds: 10 * 60 },
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  resetPerClient: { limit: 10, windowSeconds: 60 * 60 },
  changePasswordPerUser: { limit: 10, windowSeconds: 15 * 60 },
  deleteAccountPerUser: { limit: 10, windowSeconds: 15 * 60 },
  newsletterPerClient: { limit: 10, windowSeconds: 60 * 60 },
  newsletterPerEmail: { limit: 3, windowSeconds: 60 * 60 },
} as const

/**
 * The limits of every way to sign in (the site's login, Payload's REST login, the admin UI): a trusted
 * device's own allowance (`device`, the nonce of its device cookie for this account), else the unknown clients' limits.
 */
export const signInRules = (email: string, client: string, device: string | null): RateLimitRule[] =>
  device
    ? [{ name: 'login:device', subject: `${email.trim()}|${device}`, ...LIMITS.loginPerDevice }]
    : [
        { name: 'login:account-client', subject: `${email.trim()}|${client}`, ...LIMITS.loginPerAccountAndClient },
        { name: 'login:account', subject: email.trim(), ...LIMITS.loginPerAccount },
        { name: 'login:client', subject: client, ...LIMITS.loginPerClient },
      ]

/** The limits of every way to ask for a password-reset link. */
export const resetRequestRules = (email: string, client: string): RateLimitRule[] => [
  { name: 'reset:email', subject: email.trim(), ...LIMITS.resetPerEmail },
  { name: 'reset:client', subject: client, ...LIMITS.resetPerClient },
]

/** A counter's key: the rule's name and a hash of its subject (case-insensitive), never the subject itself. */
export const rateLimitKey = (rule: Pick<RateLimitRule, 'name' | 'subject'>) =>
  `${rule.name}:${crypto.createHash('sha256').update(rule.subject.toLowerCase()).digest('hex').slice(0, 40)}`

/**
 * Counts one attempt against every rule (atomically in PostgreSQL, so the limits hold across servers)
 * and throws a 429 Failure when any rule is over its limit.
 */
export async function enforceRateLimits(payload: Payload, rules: RateLimitRule[]): Promise<void> {
  let retryAfter = 0
  // AUTH_RATE_LIMIT_SCALE multiplies every limit (e.g. many users behind one office address, or a shared e2e server).
  const scale = settings().AUTH_RATE_LIMIT_SCALE
  for (const rule of rules) {
    const { count, retryAfter: wait } = await countInWindow(payload, rule)
    if (isOverLimit(rule, count, scale)) retryAfter = Math.max(retryAfter, wait)
  }
  if (retryAfter > 0) throw tooManyAttempts(retryAfter)
}

/**
 * Counts one event against a rule's window (atomically in PostgreSQL, so it holds across servers): how many
 * the window holds now, this one included, and the seconds until it ends.
 */
export function countInWindow(payload: Payload, rule: Pick<RateLimitRule, 'name' | 'subject' | 'windowSeconds'>): Promise<{ count: number; retryAfter: number }> {
  return countUnderKey(payload, rateLimitKey(rule), rule.windowSeconds)
}

/** Whether a window's count of attempts is over the rule's limit, with every limit multiplied by `scale`. */
export const isOverLimit = (rule: RateLimitRule, count: number, scale: number) => count > rule.limit * scale

/** The 429 for a client that may try again in `retryAfter` seconds, in whole minutes (at least one). */
export function tooManyAttempts(retryAfter: number): Failure {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  return new Failure('rate-limited', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfter })
}
