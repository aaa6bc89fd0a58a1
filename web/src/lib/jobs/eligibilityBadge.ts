import { englishCountryName } from '@cms/contract/countryCodes'
import { REGION_LABELS, type Eligibility, type TimezoneWindow } from '@cms/contract/eligibilityValues'
import { ownValue } from '@cms/contract/ownKeys'

/** Names postings and readers use for a few countries; the rest come from the country data package. */
const SHORT_NAMES: Record<string, string> = { US: 'US', GB: 'UK', AE: 'UAE' }
/** "Portugal" for PT, the same on the server and in the browser. */
export const countryName = (code: string): string => ownValue(SHORT_NAMES, code) ?? englishCountryName(code)

const offset = (hours: number) => {
  const sign = hours < 0 ? '-' : '+'
  const abs = Math.abs(hours)
  const minutes = Math.round((abs % 1) * 60)
  return `UTC${sign}${Math.floor(abs)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`
}
/** "UTC-5 to UTC+1", "UTC+8". */
export const windowLabel = (window: TimezoneWindow) => (window.min === window.max ? offset(window.min) : `${offset(window.min)} to ${offset(window.max)}`)

const listed = (names: string[]) => (names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')} +${names.length - 2} more`)

/**
 * A job card's short answer to "can I apply from here?": "Worldwide", "US only", "Europe", "Worldwide except US",
 * "Open to Portugal" (when the visitor said where they live and the job is open there), or "Location not specified";
 * `hours` adds the working-hours window ("UTC-5 to UTC+1") when the posting states one.
 */
export function eligibilityBadge(eligibility: Eligibility, visitorCountry?: string | null): { label: string; hours: string | null } {
  const hours = eligibility.timezones ? windowLabel(eligibility.timezones) : null
  const { scope, countries, regions, excludedCountries } = eligibility
  if (scope === 'unknown') return { label: 'Location not specified', hours }
  if (visitorCountry && scope !== 'countries') return { label: `Open to ${countryName(visitorCountry)}`, hours }
  if (scope === 'worldwide') {
    if (excludedCountries.length) return { label: `Worldwide except ${listed(excludedCountries.map(countryName))}`, hours }
    return hours ? { label: hours, hours: null } : { label: 'Worldwide', hours }
  }
  if (scope === 'countries') return { label: countries.length === 1 ? `${countryName(countries[0]!)} only` : listed(countries.map(countryName)), hours }
  return { label: listed([...regions.map((r) => REGION_LABELS[r]), ...countries.map(countryName)]), hours }
}

/** The job page's "Who can apply" sentence: the countries or regions, what is ruled out, and the hours. */
export function whoCanApply(eligibility: Eligibility): string {
  const { scope, countries, regions, excludedCountries, timezones } = eligibility
  if (scope === 'unknown') return 'The posting does not say where the company can hire.'
  const places = [...regions.map((r) => REGION_LABELS[r]), ...countries.map(countryName)]
  let sentence = scope === 'worldwide' ? 'People anywhere in the world' : `People in ${places.join(', ')}`
  if (excludedCountries.length) sentence += `, except ${excludedCountries.map(countryName).join(', ')}`
  if (timezones) sentence += `, working within ${windowLabel(timezones)}`
  return `${sentence}.`
}
