import { describe, expect, it } from 'vitest'
import { createAddressToken, createUnsubscribeToken, verifyAddressToken, verifyUnsubscribeToken } from './unsubscribeToken'

describe('newsletter address tokens', () => {
  it('give back the address they were made for', () => {
    expect(verifyUnsubscribeToken('secret', createUnsubscribeToken('secret', 'ada@example.com'))).toBe('ada@example.com')
  })

  it('work only for their own purpose and secret', () => {
    const unsubscribe = createUnsubscribeToken('secret', 'ada@example.com')
    expect(verifyAddressToken('secret', 'newsletter-resubscribe', unsubscribe)).toBeNull()
    expect(verifyUnsubscribeToken('other-secret', unsubscribe)).toBeNull()
    expect(verifyAddressToken('secret', 'newsletter-resubscribe', createAddressToken('secret', 'newsletter-resubscribe', 'ada@example.com'))).toBe('ada@example.com')
  })

  it("refuse a token whose address was swapped for someone else's, and malformed tokens", () => {
    const [, signature] = createUnsubscribeToken('secret', 'ada@example.com').split('.')
    const forged = `${Buffer.from('bob@example.com').toString('base64url')}.${signature}`
    expect(verifyUnsubscribeToken('secret', forged)).toBeNull()
    expect(verifyUnsubscribeToken('secret', 'no-dot')).toBeNull()
    expect(verifyUnsubscribeToken('secret', 'a.b.c')).toBeNull()
    expect(verifyUnsubscribeToken('secret', '')).toBeNull()
  })
})
