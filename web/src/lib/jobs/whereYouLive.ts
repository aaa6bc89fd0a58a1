import type { SessionUser } from '@cms/contract/accounts'
import { isUtcOffset, MAX_UTC_OFFSET, MIN_UTC_OFFSET, WHERE_YOU_LIVE_KEYS } from '@cms/contract/eligibilityValues'
import { COUNTRY_CODES, isInhabited } from '@cms/contract/countryCodes'
import { countryName, windowLabel } from './eligibilityBadge'

/** Where the visitor lives and their UTC offset: the `country` and `tz` of a list's URL. */
export interface WhereYouLive {
  country: string | null
  tz: number | null
}

/** The choice remembered on this device; `on: false` is the visitor's one click to stop it filling lists in. */
export interface StoredWhereYouLive extends WhereYouLive {
  on: boolean
}

export { WHERE_YOU_LIVE_KEYS }

const STORAGE_KEY = 'nomad.whereYouLive'

/**
 * What this device wrote under STORAGE_KEY (or an older or edited value, read as nothing). Checked by hand:
 * zod would add about 25 KB to every list page's first script for three fields.
 */
function isStoredChoice(value: unknown): value is StoredWhereYouLive {
  if (typeof value !== 'object' || value === null) return false
  const { country, tz, on } = value as Record<string, unknown>
  return (country === null || (typeof country === 'string' && COUNTRY_CODES.includes(country))) && (tz === null || (typeof tz === 'number' && isUtcOffset(tz))) && typeof on === 'boolean'
}

/** The offsets the chooser offers: every whole hour, and the half and quarter hours places really keep. */
const FRACTIONAL_OFFSETS = [-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75, 13.75]
export const TZ_OPTIONS: readonly number[] = [...Array.from({ length: MAX_UTC_OFFSET - MIN_UTC_OFFSET + 1 }, (_, i) => MIN_UTC_OFFSET + i), ...FRACTIONAL_OFFSETS].sort((a, b) => a - b)

/** "UTC+5:30". */
export const offsetLabel = (tz: number) => windowLabel({ min: tz, max: tz })

/**
 * Options sorted by label without the runtime's collation, so the server and the browser list them in one order.
 */
export function sortByLabel<T extends { label: string }>(options: T[]): T[] {
  // Each label's key once, not twice per comparison: the country list's sort ran on every server render.
  const keys = new Map(options.map((option) => [option, option.label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()]))
  return options.sort((a, b) => {
    const [keyA, keyB] = [keys.get(a)!, keys.get(b)!]
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0
  })
}

let countries: readonly { value: string; label: string }[] | null = null

/** The chooser's countries, by name, places people live: fixed data, sorted once per process (the server renders it on every list page). */
export function countryOptions(): readonly { value: string; label: string }[] {
  countries ??= sortByLabel(COUNTRY_CODES.filter(isInhabited).map((code) => ({ value: code, label: countryName(code) })))
  return countries
}

/** The browser's own UTC offset now (its time zone setting, never the IP), to the nearest quarter hour. */
export function browserUtcOffset(now: Date = new Date()): number {
  const offset = Math.round((-now.getTimezoneOffset() / 60) * 4) / 4
  return isUtcOffset(offset) ? offset : 0
}

/** The list URL's choice; a value the API would refuse reads as none. */
export function choiceFromParams(params: URLSearchParams): WhereYouLive {
  const country = params.get('country')?.trim().toUpperCase() ?? ''
  const tzRaw = params.get('tz')?.trim() ?? ''
  const tz = tzRaw === '' ? NaN : Number(tzRaw)
  return { country: COUNTRY_CODES.includes(country) ? country : null, tz: isUtcOffset(tz) ? tz : null }
}

/** The list URL with the choice written in (or taken out where null); the page resets to 1. */
export function withChoice(params: URLSearchParams, choice: WhereYouLive): URLSearchParams {
  const next = new URLSearchParams(params)
  if (choice.country) next.set('country', choice.country)
  else next.delete('country')
  if (choice.tz !== null) next.set('tz', String(choice.tz))
  else next.delete('tz')
  next.delete('page')
  return next
}

/**
 * On arriving at a list: the URL with the remembered choice filled in, or null when there is nothing to do
 * (the choice is off or empty, or the URL already says where the visitor lives, e.g. a shared link).
 */
export function fillStoredChoice(params: URLSearchParams, stored: StoredWhereYouLive | null): URLSearchParams | null {
  if (!stored?.on || (!stored.country && stored.tz === null)) return null
  if (WHERE_YOU_LIVE_KEYS.some((key) => params.has(key))) return null
  return withChoice(params, stored)
}

/** A signed-in user's choice saved in their profile, as the device would remember it (null when they made none). */
export function profileChoice(user: Pick<SessionUser, 'homeCountry' | 'homeTz'>): StoredWhereYouLive | null {
  return user.homeCountry || user.homeTz !== null ? { country: user.homeCountry, tz: user.homeTz, on: true } : null
}

/** "Portugal, UTC+1" for the list's notice. */
export function describeChoice(choice: WhereYouLive): string {
  return [choice.country && countryName(choice.country), choice.tz !== null && offsetLabel(choice.tz)].filter(Boolean).join(', ')
}

export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StoredWhereYouLive | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null')
    return isStoredChoice(stored) ? { country: stored.country, tz: stored.tz, on: stored.on } : null
  } catch {
    return null // storage blocked or not JSON: nothing remembered
  }
}

export function storeChoice(choice: StoredWhereYouLive, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(choice))
  } catch {
    // Storage full or blocked (private mode): the choice still applies through the URL.
  }
}
