import { describe, expect, it } from 'vitest'
import { REGION_VALUES, type Eligibility } from '@cms/contract/eligibilityValues'
import { parseEligibility } from '@cms/domain/jobs/eligibility/parseEligibility'
import { EMPTY_PICK, eligibilityFromPick, locationTextFromPick, pickableCountries, pickFromLocationText, type WhoMayApplyPick } from './whoMayApplyText'

/** What the server will derive from the line the picker writes. */
const parsed = (pick: WhoMayApplyPick): Eligibility => parseEligibility(locationTextFromPick(pick))

describe('locationTextFromPick', () => {
  it('writes places, then the hours after a semicolon', () => {
    expect(locationTextFromPick({ ...EMPTY_PICK, regions: ['europe'], countries: ['US'], hours: { min: -1, max: 3 } })).toBe('Europe, US; UTC-1 to UTC+3')
    expect(locationTextFromPick({ ...EMPTY_PICK, worldwide: true, hours: { min: 5.5, max: 5.5 } })).toBe('Worldwide; UTC+5:30')
    expect(locationTextFromPick({ ...EMPTY_PICK, countries: ['KR', 'PT'] })).toBe('South Korea, Portugal')
  })

  it('writes nothing without a place: hours alone do not say who may apply', () => {
    expect(locationTextFromPick({ ...EMPTY_PICK, hours: { min: 0, max: 2 } })).toBe('')
  })

  it('is read by the who-may-apply parser as every country the picker offers, alone', () => {
    const wrong = pickableCountries()
      .map(({ value }) => ({ value, got: parsed({ ...EMPTY_PICK, countries: [value] }) }))
      .filter(({ value, got }) => got.scope !== 'countries' || got.countries.join() !== value || got.regions.length > 0)
      .map(({ value, got }) => `${value}: ${got.scope} ${got.countries.join()}`)
    expect(wrong).toEqual([])
    // Every inhabited country and territory (uninhabited ones such as Bouvet Island are not offered).
    expect(pickableCountries().length).toBeGreaterThan(230)
  })

  it('is read as every region, alone and with countries and hours', () => {
    for (const region of REGION_VALUES) {
      expect(parsed({ ...EMPTY_PICK, regions: [region] }), region).toMatchObject({ scope: 'regions', regions: [region], countries: [], timezones: null })
      expect(parsed({ ...EMPTY_PICK, regions: [region], countries: ['BR', 'JP'], hours: { min: -3, max: 9 } }), region).toMatchObject({
        scope: 'regions',
        regions: [region],
        countries: ['BR', 'JP'],
        timezones: { min: -3, max: 9 },
      })
    }
  })

  it('is read as worldwide, with or without a window', () => {
    expect(parsed({ ...EMPTY_PICK, worldwide: true })).toMatchObject({ scope: 'worldwide', timezones: null })
    expect(parsed({ ...EMPTY_PICK, worldwide: true, hours: { min: -5, max: 1 } })).toMatchObject({ scope: 'worldwide', timezones: { min: -5, max: 1 } })
    expect(parsed({ ...EMPTY_PICK, countries: ['IN', 'NP'], hours: { min: 5.75, max: 5.75 } })).toMatchObject({ scope: 'countries', countries: ['IN', 'NP'], timezones: { min: 5.75, max: 5.75 } })
  })

  it('reads many countries at once', () => {
    const countries = pickableCountries().map(({ value }) => value).filter((_, index) => index % 9 === 0)
    const got = parsed({ ...EMPTY_PICK, countries })
    expect([...got.countries].sort()).toEqual([...countries].sort())
  })
})

describe('eligibilityFromPick', () => {
  it('is what the server derives from the written line', () => {
    const picks: WhoMayApplyPick[] = [
      { ...EMPTY_PICK, worldwide: true, hours: { min: -5, max: 1 } },
      { ...EMPTY_PICK, regions: ['nordics', 'emea', 'apac'], countries: ['US'], hours: null },
      { ...EMPTY_PICK, countries: ['DE', 'KR', 'CG'], hours: { min: 1, max: 9 } },
    ]
    for (const pick of picks) expect(eligibilityFromPick(pick)).toEqual(parsed(pick))
    expect(eligibilityFromPick(EMPTY_PICK)).toBeNull()
  })
})

describe('pickFromLocationText', () => {
  it('gives back the pick a line was written from', () => {
    const picks: WhoMayApplyPick[] = [
      { ...EMPTY_PICK, worldwide: true },
      { ...EMPTY_PICK, worldwide: true, hours: { min: -5, max: 1 } },
      { ...EMPTY_PICK, regions: ['eu', 'latam'], countries: ['GB', 'KR', 'CG'], hours: { min: 5.5, max: 9.75 } },
      { ...EMPTY_PICK, countries: ['US'] },
    ]
    for (const pick of picks) expect(pickFromLocationText(locationTextFromPick(pick))).toEqual(pick)
  })

  it('gives null for a line it did not write', () => {
    for (const text of ['', 'Remote - US only', 'Europe (CET ±2h)', 'Portugal; somewhere', 'Mars']) expect(pickFromLocationText(text), text).toBeNull()
  })
})
