import { describe, expect, it } from 'vitest'
import { allStatuses, statusesFromCheck } from './providerStatus'

describe('statusesFromCheck', () => {
  it('takes the status returned for each id and unknown for ids the answer lacks', () => {
    expect(statusesFromCheck(['remoteok', 'jsearch', 'adzuna'], { providers: [{ id: 'remoteok', status: 'available' }, { id: 'jsearch', status: 'unavailable' }] })).toEqual({
      remoteok: 'available',
      jsearch: 'unavailable',
      adzuna: 'unknown',
    })
  })
  it('a failed check makes every provider unknown', () => {
    expect(statusesFromCheck(['remoteok'], null)).toEqual({ remoteok: 'unknown' })
    expect(allStatuses(['a', 'b'], 'checking')).toEqual({ a: 'checking', b: 'checking' })
  })
})
