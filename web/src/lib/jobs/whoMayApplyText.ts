import { COUNTRY_CODES } from '@cms/contract/countryCodes'
import { REGION_LABELS, REGION_VALUES, type Eligibility, type EligibilityRegion, type TimezoneWindow } from '@cms/contract/eligibilityValues'
import { countryName, windowLabel } from './eligibilityBadge'
import { countryOptions, sortByLabel } from './whereYouLive'
import { ownValue } from '@cms/contract/ownKeys'

/**
 * What an employer picks under "Who may apply": anyone (`worldwide`) or the regions and countries named, and
 * optionally the working hours as a UTC-offset window.
 */
export interface WhoMayApplyPick {
  worldwide: boolean
  regions: EligibilityRegion[]
  countries: string[]
  hours: TimezoneWindow | null
}

export const EMPTY_PICK: WhoMayApplyPick = { worldwide: false, regions: [], countries: [], hours: null }

/**
 * Countries whose chooser name the parser does not read as that one country ("Korea, Republic of" has a comma,
 * plain "Congo" is read as the Democratic Republic): written with the name it reads. The test round-trips every
 * pickable country through the parser.
 */
const TEXT_NAMES: Record<string, string> = { BQ: 'Bonaire', CG: 'Republic of the Congo', FM: 'Micronesia', KR: 'South Korea', MD: 'Moldova' }
/**
 * Territories the parser has no name for yet (Cocos Islands, the Falklands, Saint Martin, Sint Maarten) or reads
 * as another place (either Virgin Islands): not offered, rather than written as a line that says something else.
 */
const UNREADABLE_COUNTRIES = new Set(['CC', 'FK', 'MF', 'SX', 'VG', 'VI'])

/** A country as the location line names it. */
export const countryTextName = (code: string): string => ownValue(TEXT_NAMES, code) ?? countryName(code)

/** The picker's countries, in the chooser's order, named as the line will name them. */
export function pickableCountries(): { value: string; label: string }[] {
  return sortByLabel(countryOptions()
    .filter((option) => !UNREADABLE_COUNTRIES.has(option.value))
    .map((option) => ({ value: option.value, label: countryTextName(option.value) })))
}

/** Between the places and the hours: the who-may-apply parser ends a clause at a semicolon. */
const HOURS_SEPARATOR = '; '
const PLACE_SEPARATOR = ', '

/**
 * The job's `locationText` for a pick, in the words the who-may-apply parser reads: "Europe, US; UTC-1 to
 * UTC+3", "Worldwide". Places by the names the cards' badges use. Empty when no place is picked: the hours alone
 * do not say who may apply.
 */
export function locationTextFromPick(pick: WhoMayApplyPick): string {
  const places = pick.worldwide ? ['Worldwide'] : [...pick.regions.map((region) => REGION_LABELS[region]), ...pick.countries.map(countryTextName)]
  if (places.length === 0) return ''
  const text = places.join(PLACE_SEPARATOR)
  return pick.hours ? `${text}${HOURS_SEPARATOR}${windowLabel(pick.hours)}` : text
}

/**
 * The eligibility the server will derive from the pick's line (the test holds the two together), so the form's
 * preview shows the cards' badge before anything is sent. Null when no place is picked.
 */
export function eligibilityFromPick(pick: WhoMayApplyPick): Eligibility | null {
  if (!locationTextFromPick(pick)) return null
  if (pick.worldwide) return { scope: 'worldwide', countries: [], regions: [], excludedCountries: [], timezones: pick.hours }
  // In the parser's order: codes sorted.
  return { scope: pick.regions.length ? 'regions' : 'countries', countries: [...pick.countries].sort(), regions: [...pick.regions].sort(), excludedCountries: [], timezones: pick.hours }
}

const REGION_BY_LABEL = new Map(REGION_VALUES.map((region) => [REGION_LABELS[region], region]))
const COUNTRY_BY_NAME = new Map(COUNTRY_CODES.map((code) => [countryTextName(code), code]))

const OFFSET = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/
function readOffset(text: string): number | null {
  const match = OFFSET.exec(text.trim())
  if (!match) return null
  const hours = Number(match[2]) + Number(match[3] ?? 0) / 60
  return match[1] === '-' ? -hours : hours
}

function readHours(text: string): TimezoneWindow | null | undefined {
  const [from, to = from] = text.split(' to ')
  const min = readOffset(from ?? '')
  const max = readOffset(to ?? '')
  return min === null || max === null ? undefined : { min, max }
}

/**
 * The pick a `locationText` written by `locationTextFromPick` came from (an edit restores the picker), or null for
 * any other text.
 */
export function pickFromLocationText(text: string): WhoMayApplyPick | null {
  const [placesText = '', hoursText, ...rest] = text.split(HOURS_SEPARATOR)
  if (rest.length > 0 || !placesText) return null
  const hours = hoursText === undefined ? null : readHours(hoursText)
  if (hours === undefined) return null
  if (placesText === 'Worldwide') return { ...EMPTY_PICK, worldwide: true, hours }
  const pick: WhoMayApplyPick = { ...EMPTY_PICK, regions: [], countries: [], hours }
  for (const name of placesText.split(PLACE_SEPARATOR)) {
    const region = REGION_BY_LABEL.get(name as (typeof REGION_LABELS)[EligibilityRegion])
    const country = COUNTRY_BY_NAME.get(name)
    if (region) pick.regions.push(region)
    else if (country) pick.countries.push(country)
    else return null
  }
  return pick
}
