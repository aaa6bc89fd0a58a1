import { describe, expect, it } from 'vitest'
import type { HiringGroup } from '@cms/contract/companies'
import { hiringLines, jobsOpenTo } from './companyInsights'

const group = (scope: HiringGroup['scope'], jobs: number, extra: Partial<HiringGroup> = {}): HiringGroup => ({ scope, countries: [], regions: [], excludedCountries: [], jobs, ...extra })

const groups = [
  group('countries', 1, { countries: ['DE'] }),
  group('worldwide', 2),
  group('worldwide', 1, { excludedCountries: ['US'] }),
  group('regions', 3, { regions: ['europe'] }),
  group('unknown', 1),
]

describe('company insights', () => {
  it('names each kind of who-may-apply once, with its jobs, most first (ties in the order the server gave)', () => {
    expect(hiringLines([...groups, group('worldwide', 1)])).toEqual([
      { label: 'Worldwide', jobs: 3 },
      { label: 'Europe', jobs: 3 },
      { label: 'Germany only', jobs: 1 },
      { label: 'Worldwide except US', jobs: 1 },
      { label: 'Location not specified', jobs: 1 },
    ])
  })

  it('counts the jobs open to a country as the country filter does', () => {
    expect(jobsOpenTo(groups, 'DE')).toBe(7)
    expect(jobsOpenTo(groups, 'US')).toBe(2)
    expect(jobsOpenTo(groups, 'PT')).toBe(6)
  })
})
