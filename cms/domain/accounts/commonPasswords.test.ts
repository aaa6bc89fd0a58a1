import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './commonPasswords'

describe('isCommonPassword', () => {
  it('refuses listed passwords whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true)
    expect(isCommonPassword('QWERTY')).toBe(true)
    expect(isCommonPassword('123456')).toBe(true)
  })

  it('accepts an uncommon passphrase', () => {
    expect(isCommonPassword('correct-horse-battery')).toBe(false)
  })
})
