import { describe, expect, it } from 'vitest'
import { isOverLimit, LIMITS, rateLimitKey, resetRequestRules, signInRules, tooManyAttempts } from './rateLimit'

describe('signInRules', () => {
  it('count an unknown client per account and client, per account, and per client, with the trimmed address', () => {
    expect(signInRules(' a@example.com ', '10.0.0.1', null)).toEqual([
      { name: 'login:account-client', subject: 'a@example.com|10.0.0.1', ...LIMITS.loginPerAccountAndClient },
      { name: 'login:account', subject: 'a@example.com', ...LIMITS.loginPerAccount },
      { name: 'login:client', subject: '10.0.0.1', ...LIMITS.loginPerClient },
    ])
  })

  it("count a trusted device (its device cookie's nonce) on its own allowance only", () => {
    expect(signInRules(' a@example.com ', '10.0.0.1', 'nonce')).toEqual([{ name: 'login:device', subject: 'a@example.com|nonce', ...LIMITS.loginPerDevice }])
  })

  it('let one client guess less at an account than many clients together', () => {
    expect(LIMITS.loginPerAccountAndClient.limit).toBeLessThan(LIMITS.loginPerAccount.limit)
  })
})

describe('resetRequestRules', () => {
  it('count per trimmed address and per client', () => {
    expect(resetRequestRules('a@example.com\n', 'c')).toEqual([
      { name: 'reset:email', subject: 'a@example.com', ...LIMITS.resetPerEmail },
      { name: 'reset:client', subject: 'c', ...LIMITS.resetPerClient },
    ])
  })
})

describe('rateLimitKey', () => {
  const rule = (name: string, subject: string) => ({ name, subject, limit: 1, windowSeconds: 60 })

  it('names the rule and hashes the subject, so no address is stored', () => {
    const key = rateLimitKey(rule('login:account', 'a@example.com'))
    expect(key).toMatch(/^login:account:[0-9a-f]{40}$/)
    expect(key).not.toContain('example')
  })

  it('is the same for the address in any case, and differs between subjects and between rules', () => {
    expect(rateLimitKey(rule('r', 'A@Example.com'))).toBe(rateLimitKey(rule('r', 'a@example.com')))
    expect(rateLimitKey(rule('r', 'b@example.com'))).not.toBe(rateLimitKey(rule('r', 'a@example.com')))
    expect(rateLimitKey(rule('s', 'a@example.com'))).not.toBe(rateLimitKey(rule('r', 'a@example.com')))
  })
})

describe('isOverLimit', () => {
  const rule = { name: 'r', subject: 's', limit: 10, windowSeconds: 60 }

  it('allows attempts up to the limit and refuses the next one', () => {
    expect(isOverLimit(rule, 10, 1)).toBe(false)
    expect(isOverLimit(rule, 11, 1)).toBe(true)
  })

  it('multiplies the limit by the scale', () => {
    expect(isOverLimit(rule, 30, 3)).toBe(false)
    expect(isOverLimit(rule, 31, 3)).toBe(true)
  })
})

describe('tooManyAttempts', () => {
  it('is a 429 that carries the seconds to wait', () => {
    const error = tooManyAttempts(120)
    expect(error.kind).toBe('rate-limited')
    expect(error.details).toEqual({ retryAfter: 120 })
  })

  it('rounds the wait up to whole minutes, at least one, singular for one', () => {
    expect(tooManyAttempts(1).message).toBe('Too many attempts. Please try again in 1 minute.')
    expect(tooManyAttempts(60).message).toBe('Too many attempts. Please try again in 1 minute.')
    expect(tooManyAttempts(61).message).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(tooManyAttempts(900).message).toBe('Too many attempts. Please try again in 15 minutes.')
  })
})
