import countries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from './countryCodeList'

describe('COUNTRY_CODES', () => {
  it('is exactly the maintained package’s list of ISO 3166-1 alpha-2 codes', () => {
    expect([...COUNTRY_CODES]).toEqual(Object.keys(countries.getAlpha2Codes()).sort())
  })
})
