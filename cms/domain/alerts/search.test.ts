import { describe, expect, it } from 'vitest'
import { parseJobQuery } from '../jobs/params'
import { canonicalSearch } from './search'

const canonical = (qs: string) => canonicalSearch(parseJobQuery(new URLSearchParams(qs)))

describe('canonicalSearch', () => {
  it('is empty for a search without filters', () => {
    expect(canonical('')).toBe('')
  })

  it('writes the keys in one fixed order and sorts each list, so equal searches give one string', () => {
    const a = canonical('type=full-time,contract&location=germany,europe&q=react&category=design')
    const b = canonical('category=design&q=react&location=europe,germany&type=contract,full-time')
    expect(a).toBe('q=react&category=design&location=europe%2Cgermany&type=contract%2Cfull-time')
    expect(b).toBe(a)
  })

  it('leaves out paging and sort, which do not change what an alert follows', () => {
    expect(canonical('q=go&page=3&limit=50&sort=newest')).toBe('q=go')
  })

  it('keeps salary, time zone and experience lists', () => {
    expect(canonical('timezone=europe&salary=150000-1000000,0-50000&experience=senior')).toBe(
      'experience=senior&salary=0-50000%2C150000-1000000&timezone=europe',
    )
  })

  it('keeps where the follower lives and their UTC offset, in one spelling', () => {
    expect(canonical('tz=+5.5&country=pt&q=go')).toBe('q=go&country=PT&tz=5.5')
  })
})
