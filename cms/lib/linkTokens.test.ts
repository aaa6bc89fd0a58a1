import { describe, expect, it } from 'vitest'
import { hashLinkToken, LINK_TOKEN_PATTERN, linkTokenMatches, newLinkToken, randomLinkToken } from './linkTokens'

describe('hashLinkToken', () => {
  it('is the hex SHA-256 of the token, as stored for links already mailed', () => {
    expect(hashLinkToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('newLinkToken', () => {
  it('makes 43 base64url characters, different each time, with their hash beside them', () => {
    const first = newLinkToken()
    expect(first.token).toMatch(LINK_TOKEN_PATTERN)
    expect(first.hash).toBe(hashLinkToken(first.token))
    expect(first.hash).not.toContain(first.token)
    expect(newLinkToken().token).not.toBe(first.token)
    expect(Buffer.from(randomLinkToken(), 'base64url')).toHaveLength(32)
  })
})

describe('LINK_TOKEN_PATTERN', () => {
  it('takes base64url of the right length only', () => {
    expect(LINK_TOKEN_PATTERN.test('Az09-_'.padEnd(43, 'x'))).toBe(true)
    expect(LINK_TOKEN_PATTERN.test('x'.repeat(42))).toBe(false)
    expect(LINK_TOKEN_PATTERN.test('x'.repeat(44))).toBe(false)
    expect(LINK_TOKEN_PATTERN.test('+/'.padEnd(43, 'x'))).toBe(false)
  })
})

describe('linkTokenMatches', () => {
  it('is true only for the token whose hash is stored', () => {
    const { token, hash } = newLinkToken()
    expect(linkTokenMatches(token, hash)).toBe(true)
    expect(linkTokenMatches(`${token}x`, hash)).toBe(false)
    expect(linkTokenMatches(token, hash.slice(2))).toBe(false)
    expect(linkTokenMatches(token, null)).toBe(false)
    expect(linkTokenMatches(token, '')).toBe(false)
  })
})
