import countries from 'i18n-iso-countries'
import english from 'i18n-iso-countries/langs/en.json'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, englishCountryName } from './countryCodes'

countries.registerLocale(english)

describe('country codes read from the package data', () => {
  it('are the codes and names the package itself gives', () => {
    expect(COUNTRY_CODES).toEqual(Object.keys(countries.getAlpha2Codes()).sort())
    for (const code of COUNTRY_CODES) expect(englishCountryName(code)).toBe(countries.getName(code, 'en', { select: 'alias' }))
    expect(englishCountryName('PT')).toBe('Portugal')
    expect(englishCountryName('ZZ')).toBe('ZZ')
  })
})
