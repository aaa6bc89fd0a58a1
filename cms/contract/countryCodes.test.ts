import countries from 'i18n-iso-countries'
import english from 'i18n-iso-countries/langs/en.json'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, englishCountryName, isInhabited } from './countryCodes'

countries.registerLocale(english)

describe('country codes read from the package data', () => {
  it('are the codes and names the package itself gives', () => {
    expect(COUNTRY_CODES).toEqual(Object.keys(countries.getAlpha2Codes()).sort())
    for (const code of COUNTRY_CODES) expect([countries.getName(code, 'en', { select: 'alias' }), countries.getName(code, 'en')]).toContain(englishCountryName(code))
    expect(englishCountryName('PT')).toBe('Portugal')
    expect(englishCountryName('GB')).toBe('UK')
    expect(englishCountryName('ZZ')).toBe('ZZ')
  })
})

describe('country names in lists', () => {
  it('names every place apart: the two Congos by their full names', () => {
    const names = COUNTRY_CODES.map(englishCountryName)
    expect(new Set(names).size).toBe(names.length)
    expect(englishCountryName('CG')).toBe('Republic of the Congo')
    expect(englishCountryName('CD')).toBe('Democratic Republic of the Congo')
  })

  it('tells uninhabited places from places people live', () => {
    for (const code of ['AQ', 'BV', 'HM']) expect(isInhabited(code)).toBe(false)
    for (const code of ['PT', 'PN', 'SH']) expect(isInhabited(code)).toBe(true)
  })
})
