import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letter of the first two words that have one, skipping symbols', () => {
    expect(initials('Quill & Co', '?')).toBe('QC')
    expect(initials('  ada   lovelace byron ', '?')).toBe('AL')
    expect(initials('(Acme) Labs', '?')).toBe('AL')
    expect(initials('Ötzi 42', '?')).toBe('Ö4')
  })

  it('falls back when the name has no letters', () => {
    expect(initials('', 'U')).toBe('U')
    expect(initials(null, 'U')).toBe('U')
    expect(initials('& -', '?')).toBe('?')
  })
})
