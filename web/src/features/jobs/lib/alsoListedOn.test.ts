import { describe, expect, it } from 'vitest'
import { alsoListedOnLabel } from './alsoListedOn'

describe('alsoListedOnLabel', () => {
  it('names each board once, in the order merged', () => {
    expect(alsoListedOnLabel([{ source: 'jsearch', url: 'https://a' }])).toBe('Also listed on JSearch')
    expect(alsoListedOnLabel([{ source: 'remoteok', url: null }, { source: 'adzuna', url: 'https://b' }, { source: 'adzuna', url: 'https://c' }])).toBe('Also listed on Remote OK and Adzuna')
    expect(alsoListedOnLabel([{ source: 'remoteok', url: null }, { source: 'web3career', url: null }, { source: 'jsearch', url: null }])).toBe('Also listed on Remote OK, web3.career and JSearch')
  })
})
