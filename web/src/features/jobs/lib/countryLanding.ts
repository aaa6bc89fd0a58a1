import type { LandingCountry } from '@cms/contract/jobs'
import { slugify } from '@cms/contract/slugify'

/** The heading and title of /remote-jobs-from/{country}. */
export const countryLandingTitle = (name: string) => `Remote jobs you can do from ${name}`

/** How many countries the location pages list before anything is typed: those with the most jobs. */
export const TOP_LANDING_COUNTRIES = 12

/**
 * The countries the location pages link to: with nothing typed, the TOP_LANDING_COUNTRIES with the most jobs
 * open to them (ties by name); with a filter, every country whose name holds it (accents and case aside), by name.
 * Every other country page stays reachable by its URL and the sitemap.
 */
export function landingCountriesShown(countries: LandingCountry[], filter: string): LandingCountry[] {
  const wanted = slugify(filter)
  if (!wanted) return [...countries].sort((a, b) => b.restricted - a.restricted || a.name.localeCompare(b.name)).slice(0, TOP_LANDING_COUNTRIES)
  return countries.filter((country) => slugify(country.name).includes(wanted)).sort((a, b) => a.name.localeCompare(b.name))
}
