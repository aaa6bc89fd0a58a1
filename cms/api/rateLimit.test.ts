import { describe, expect, it } from 'vitest'
import { createTokenBuckets, rateLimitClient } from './rateLimit'

describe('rateLimitClient', () => {
  it('counts IPv4 addresses one by one and IPv6 addresses by their /64', () => {
    expect(rateLimitClient('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitClient('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitClient('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitClient('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(rateLimitClient('2001:DB8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitClient('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })
})

describe('createTokenBuckets', () => {
  it('allows a burst of the limit, then refills continuously', () => {
    const take = createTokenBuckets(60)
    for (let i = 0; i < 60; i++) expect(take('a', 0).allowed).toBe(true)
    const refused = take('a', 0)
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 1, resetSeconds: 60 })
    expect(take('b', 0).allowed).toBe(true)
    expect(take('a', 1000).allowed).toBe(true)
    expect(take('a', 1000).allowed).toBe(false)
  })
})
