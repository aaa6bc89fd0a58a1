import { describe, expect, it } from 'vitest'
import { companyKey, websiteDomain } from './companyIdentity'

describe('companyKey', () => {
  it('gives one key to the spellings of one employer', () => {
    for (const name of ['Acme Inc', 'ACME', 'acme.io', 'Acme, Inc.', 'Acme Ltd', 'ACME GmbH', 'https://www.acme.io']) expect(companyKey(name), name).toBe('acme')
    expect(companyKey('Café Société S.A.')).toBe('cafesociete')
    expect(companyKey('Ben & Jerry’s')).toBe('benandjerrys')
  })
  it('keeps what tells employers apart', () => {
    expect(companyKey('Acme Labs')).not.toBe(companyKey('Acme'))
    expect(companyKey('Inc')).toBe('inc') // a name that is only a legal form keeps it
    expect(companyKey('Co')).toBe('co')
  })
})

describe('websiteDomain', () => {
  it('reads the host without www, with or without a scheme', () => {
    expect(websiteDomain('https://www.Acme.io/jobs')).toBe('acme.io')
    expect(websiteDomain('acme.io')).toBe('acme.io')
    expect(websiteDomain('http://careers.acme.io')).toBe('careers.acme.io')
  })
  it('ignores hosts many employers share, and what is not a website', () => {
    expect(websiteDomain('https://github.com/acme')).toBeNull()
    expect(websiteDomain('https://jobs.lever.co/acme')).toBeNull()
    expect(websiteDomain('localhost')).toBeNull()
    expect(websiteDomain('')).toBeNull()
    expect(websiteDomain(null)).toBeNull()
  })
})
