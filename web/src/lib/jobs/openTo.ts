import type { Eligibility } from '@cms/contract/eligibilityValues'
import { REGION_COUNTRIES } from '@cms/contract/regionCountries'

/**
 * Whether someone living in `country` may apply, as the lists' `country` filter decides (a worldwide job that
 * does not exclude it, a region that holds it, a job that names it); null when the posting does not say.
 */
export function isOpenTo(eligibility: Eligibility, country: string): boolean | null {
  const { scope, countries, regions, excludedCountries } = eligibility
  if (scope === 'unknown') return null
  if (excludedCountries.includes(country)) return false
  if (scope === 'worldwide') return true
  return countries.includes(country) || regions.some((region) => REGION_COUNTRIES[region].includes(country))
}
