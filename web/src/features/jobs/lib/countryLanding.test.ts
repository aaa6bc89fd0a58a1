import { describe, expect, it } from 'vitest'
import type { LandingCountry } from '@cms/contract/jobs'
import { landingCountriesShown, TOP_LANDING_COUNTRIES } from './countryLanding'

const country = (name: string, restricted: number): LandingCountry => ({ code: name.slice(0, 2).toUpperCase(), name, slug: name.toLowerCase(), restricted })

describe('landingCountriesShown', () => {
  const many = Array.from({ length: 40 }, (_, i) => country(`Country ${String(i).padStart(2, '0')}`, i % 7))

  it('with nothing typed, lists only the countries with the most jobs, most first', () => {
    const shown = landingCountriesShown([...many, country('Portugal', 30), country('Côte d’Ivoire', 20)], ' ')
    expect(shown).toHaveLength(TOP_LANDING_COUNTRIES)
    expect(shown.slice(0, 2).map((c) => c.name)).toEqual(['Portugal', 'Côte d’Ivoire'])
    expect(shown.map((c) => c.restricted)).toEqual([...shown.map((c) => c.restricted)].sort((a, b) => b - a))
  })

  it('a filter finds any country by part of its name, accents and case aside, by name', () => {
    const all = [...many, country('Portugal', 5), country('Côte d’Ivoire', 6), country('Papua New Guinea', 5)]
    expect(landingCountriesShown(all, 'cote').map((c) => c.name)).toEqual(['Côte d’Ivoire'])
    expect(landingCountriesShown(all, 'GUINEA').map((c) => c.name)).toEqual(['Papua New Guinea'])
    expect(landingCountriesShown(all, 'zzz')).toEqual([])
  })
})
