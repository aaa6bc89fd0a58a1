import { COUNTRY_CODES } from '@cms/contract/countryCodeList'
import { isUtcOffset, WHERE_YOU_LIVE_KEYS } from '@cms/contract/eligibilityValues'
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, MAX_PAGE, SALARY_VALUES, SORT_VALUES, TIMEZONE_VALUES, type JobSort } from '@cms/contract/jobValues'

/** The filter set, each a list. */
export interface FilterSet {
  type: string[]
  experience: string[]
  category: string[]
  location: string[]
  salary: string[]
  timezone: string[]
}

export const FILTER_KEYS = ['type', 'experience', 'category', 'location', 'salary', 'timezone'] as const satisfies readonly (keyof FilterSet)[]

export const emptyFilters = (): FilterSet => ({ type: [], experience: [], category: [], location: [], salary: [], timezone: [] })

/**
 * A filter's values: the SPA writes one comma-joined field (`type=a,b`); a plain HTML form (no script yet)
 * sends one field per ticked box (`type=a&type=b`). Both read as the same list.
 */
const listOf = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((v) => v.trim())
    .filter(Boolean)

/** The values each fixed filter knows; category and location are slugs (an unknown one simply matches nothing). */
const KNOWN_VALUES: Partial<Record<keyof FilterSet, readonly string[]>> = {
  type: JOB_TYPE_VALUES,
  experience: EXPERIENCE_VALUES,
  salary: SALARY_VALUES,
  timezone: TIMEZONE_VALUES,
}

const isKnown = (key: keyof FilterSet, value: string) => KNOWN_VALUES[key]?.includes(value) ?? true

/** Where the visitor lives, as the API accepts it: an ISO country code (any case) and a UTC offset. */
const isWhereYouLiveValue = (key: (typeof WHERE_YOU_LIVE_KEYS)[number], value: string) =>
  key === 'country' ? COUNTRY_CODES.includes(value.toUpperCase()) : value !== '' && isUtcOffset(Number(value))

/** The filters of the URL; values no list knows (an edited or old link's `salary=lots`) are left out. */
export function filtersFromParams(params: URLSearchParams): FilterSet {
  const filters = emptyFilters()
  for (const key of FILTER_KEYS) filters[key] = listOf(params, key).filter((value) => isKnown(key, value))
  return filters
}

/**
 * What the URL asks for that no list knows (`country=XX`, `tz=99`, `salary=lots`), as `key=value`: the lists
 * leave it out and say so, rather than failing on the API's 400.
 */
export function ignoredParams(params: URLSearchParams): string[] {
  const ignored = FILTER_KEYS.flatMap((key) => listOf(params, key).filter((value) => !isKnown(key, value)).map((value) => `${key}=${value}`))
  for (const key of WHERE_YOU_LIVE_KEYS) {
    const value = params.get(key)?.trim()
    if (value && !isWhereYouLiveValue(key, value)) ignored.push(`${key}=${value}`)
  }
  return ignored
}

export function sortFromParams(params: URLSearchParams): JobSort {
  const sort = params.get('sort')
  return (SORT_VALUES as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : 'relevant'
}

/** The page of the URL; anything the API would refuse (0, 2.5, past the last allowed page) reads as 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1
}

/** 'Apply Filters': the lists go to the URL comma-joined; empty lists are removed; the page resets to 1. */
export function applyFiltersToParams(params: URLSearchParams, filters: FilterSet): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of FILTER_KEYS) {
    if (filters[key].length) next.set(key, filters[key].join(','))
    else next.delete(key)
  }
  next.delete('page')
  return next
}

/**
 * 'Clear All': every filter goes, except the page's own category or location (fixed by the route)
 * and the search parameters (q, and the location/category the search form chose).
 */
export function clearFiltersInParams(params: URLSearchParams, keep: { category?: string; location?: string } = {}): URLSearchParams {
  const next = new URLSearchParams()
  const q = params.get('q')
  if (q) next.set('q', q)
  const sort = params.get('sort')
  if (sort) next.set('sort', sort)
  if (!keep.category && !keep.location) {
    // On /search the category and location fields belong to the search form: single values stay.
    const category = params.get('category')
    const location = params.get('location')
    if (location && !location.includes(',')) next.set('location', location)
    if (category && !category.includes(',')) next.set('category', category)
  }
  return next
}

export function toggleValue(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

/** The query string the list calls get (filters, q, page, sort); the route's own slug is added by the caller. */
export function listQueryString(params: URLSearchParams, extra: Record<string, string> = {}): string {
  return listParams(params, extra).toString()
}

function listParams(params: URLSearchParams, extra: Record<string, string> = {}): URLSearchParams {
  const out = new URLSearchParams()
  const q = params.get('q')?.trim()
  if (q) out.set('q', q)
  const filters = filtersFromParams(params)
  for (const key of FILTER_KEYS) if (filters[key].length) out.set(key, filters[key].join(','))
  // Who may apply: where the visitor lives and their UTC offset, when they are values the API accepts.
  for (const key of WHERE_YOU_LIVE_KEYS) {
    const value = params.get(key)?.trim()
    if (value && isWhereYouLiveValue(key, value)) out.set(key, value)
  }
  const page = pageFromParams(params)
  if (page > 1) out.set('page', String(page))
  const sort = sortFromParams(params)
  if (sort !== 'relevant') out.set('sort', sort)
  for (const [k, v] of Object.entries(extra)) out.set(k, v)
  return out
}

/**
 * The list's state a GET form must carry along as hidden fields (the sort form keeps the filters, the filter
 * form the words and sort), in the list's canonical form; `without` names what the form itself sets or resets.
 */
export function keptFormFields(params: URLSearchParams, without: readonly string[]): [string, string][] {
  return [...listParams(params).entries()].filter(([key]) => !without.includes(key))
}
