import countries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import { REGION_VALUES } from '@cms/contract/eligibilityValues'
import { eligibleCountries, parseEligibility } from './parseEligibility'
import { COUNTRY_GROUPS, REGION_COUNTRIES } from '@cms/contract/regionCountries'

describe('parseEligibility', () => {
  it('keeps what a line does not say unknown, never worldwide', () => {
    for (const text of ['', '   ', 'Remote', 'Mars', null, undefined]) expect(parseEligibility(text).scope).toBe('unknown')
  })

  it('names countries, regions, exclusions and the window', () => {
    expect(parseEligibility('US only')).toEqual({ scope: 'countries', countries: ['US'], regions: [], excludedCountries: [], timezones: null })
    expect(parseEligibility('EU + UK (CET ±2h)')).toEqual({ scope: 'regions', countries: ['GB'], regions: ['eu'], excludedCountries: [], timezones: { min: -1, max: 3 } })
    expect(parseEligibility('Worldwide except US')).toEqual({ scope: 'worldwide', countries: [], regions: [], excludedCountries: ['US'], timezones: null })
    expect(parseEligibility('Europe (excluding UK)')).toMatchObject({ scope: 'regions', regions: ['europe'], excludedCountries: ['GB'] })
    expect(parseEligibility('UTC-5 to UTC+1')).toMatchObject({ scope: 'worldwide', timezones: { min: -5, max: 1 } })
    expect(parseEligibility('UTC+5:30').timezones).toEqual({ min: 5.5, max: 5.5 })
  })

  it('reaches the countries of its regions, minus exclusions', () => {
    const reach = eligibleCountries(parseEligibility('Europe (excluding UK)'))
    expect(reach).toContain('PT')
    expect(reach).not.toContain('GB')
    expect(eligibleCountries(parseEligibility('USA, Canada'))).toEqual(['CA', 'US'])
  })
})

describe('the region data', () => {
  it('uses only ISO 3166-1 alpha-2 codes', () => {
    const all = [...Object.values(REGION_COUNTRIES), ...Object.values(COUNTRY_GROUPS)].flat()
    expect(all.filter((code) => !countries.isValid(code))).toEqual([])
  })

  it('has a member list for every region of the contract', () => {
    for (const region of REGION_VALUES) expect(REGION_COUNTRIES[region].length).toBeGreaterThan(0)
  })

  it('counts the 27 EU member states: not the UK, Switzerland or Norway', () => {
    expect(REGION_COUNTRIES.eu).toHaveLength(27)
    for (const outside of ['GB', 'CH', 'NO', 'IS']) expect(REGION_COUNTRIES.eu).not.toContain(outside)
  })
})
