import { describe, expect, it } from 'vitest'
import { avatarInitials } from './avatarInitials'

describe('avatarInitials', () => {
  it('takes the first letters of at most two words, upper-cased', () => {
    expect(avatarInitials('ada lovelace')).toBe('AL')
    expect(avatarInitials('Jean Claude Van Damme')).toBe('JC')
    expect(avatarInitials('  maria  ')).toBe('M')
  })

  it("falls back to 'U' without a name", () => {
    expect(avatarInitials('')).toBe('U')
    expect(avatarInitials(null)).toBe('U')
    expect(avatarInitials('   ')).toBe('U')
  })
})
