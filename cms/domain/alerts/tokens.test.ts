import { describe, expect, it } from 'vitest'
import { createManageToken, verifyManageToken } from './tokens'

describe('alert manage tokens', () => {
  it('give back the alert id for a token this secret signed', () => {
    expect(verifyManageToken('secret', createManageToken('secret', 42))).toBe(42)
  })

  it('refuse another secret, another id with the same signature, and malformed tokens', () => {
    const token = createManageToken('secret', 42)
    expect(verifyManageToken('other-secret', token)).toBeNull()
    expect(verifyManageToken('secret', token.replace(/^42\./, '43.'))).toBeNull()
    expect(verifyManageToken('secret', `${token}x`)).toBeNull()
    expect(verifyManageToken('secret', '42')).toBeNull()
    expect(verifyManageToken('secret', '')).toBeNull()
  })
})
