import { describe, expect, it } from 'vitest'
import type { Eligibility } from '@cms/contract/eligibilityValues'
import { eligibilityBadge, whoCanApply } from './eligibilityBadge'

const e = (over: Partial<Eligibility>): Eligibility => ({ scope: 'worldwide', countries: [], regions: [], excludedCountries: [], timezones: null, ...over })

describe('eligibilityBadge', () => {
  it('says worldwide, a window alone, and what a worldwide job rules out', () => {
    expect(eligibilityBadge(e({}))).toEqual({ label: 'Worldwide', hours: null })
    expect(eligibilityBadge(e({ timezones: { min: -5, max: 1 } }))).toEqual({ label: 'UTC-5 to UTC+1', hours: null })
    expect(eligibilityBadge(e({ excludedCountries: ['US'] })).label).toBe('Worldwide except US')
  })

  it('names countries and regions, with the hours beside them', () => {
    expect(eligibilityBadge(e({ scope: 'countries', countries: ['US'] })).label).toBe('US only')
    expect(eligibilityBadge(e({ scope: 'countries', countries: ['PT'] })).label).toBe('Portugal only')
    expect(eligibilityBadge(e({ scope: 'countries', countries: ['CA', 'US'] })).label).toBe('Canada, US')
    expect(eligibilityBadge(e({ scope: 'regions', regions: ['eu'], countries: ['GB'], timezones: { min: 5.5, max: 5.5 } }))).toEqual({ label: 'European Union, UK', hours: 'UTC+5:30' })
  })

  it("answers the visitor's question when they said where they live, and never guesses for an unknown line", () => {
    expect(eligibilityBadge(e({ scope: 'regions', regions: ['europe'] }), 'PT').label).toBe('Open to Portugal')
    expect(eligibilityBadge(e({ scope: 'unknown' })).label).toBe('Location not specified')
    expect(eligibilityBadge(e({ scope: 'unknown' }), 'PT').label).toBe('Location not specified')
  })
})

describe('whoCanApply', () => {
  it('names the places, what is ruled out and the hours, and says when the posting does not say', () => {
    expect(whoCanApply(e({ scope: 'regions', regions: ['europe'], excludedCountries: ['GB'], timezones: { min: -1, max: 3 } }))).toBe(
      'People in Europe, except UK, working within UTC-1 to UTC+3.',
    )
    expect(whoCanApply(e({}))).toBe('People anywhere in the world.')
    expect(whoCanApply(e({ scope: 'unknown' }))).toBe('The posting does not say where the company can hire.')
  })
})
