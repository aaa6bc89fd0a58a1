/**
 * Who may apply to a job: the plain values (no zod), so the browser's first script can use them.
 * `eligibility.ts` holds the schema and re-exports these.
 */

/** A list's query parameters for where the visitor lives: `country` (ISO code) and `tz` (their UTC offset). */
export const WHERE_YOU_LIVE_KEYS = ['country', 'tz'] as const

/** worldwide: anyone; regions / countries: only the places named; unknown: the posting does not say (never guessed). */
export const ELIGIBILITY_SCOPES = ['worldwide', 'regions', 'countries', 'unknown'] as const
export type EligibilityScope = (typeof ELIGIBILITY_SCOPES)[number]

/** The fixed list of regions a job may be open to; their member countries are in regionCountries.ts. */
export const REGION_LABELS = {
  europe: 'Europe',
  eu: 'European Union',
  emea: 'EMEA',
  americas: 'Americas',
  'north-america': 'North America',
  latam: 'Latin America',
  apac: 'APAC',
  asia: 'Asia',
  africa: 'Africa',
  oceania: 'Oceania',
  'middle-east': 'Middle East',
  nordics: 'Nordics',
} as const
export type EligibilityRegion = keyof typeof REGION_LABELS
export const REGION_VALUES = Object.keys(REGION_LABELS) as EligibilityRegion[]

/** A UTC-offset window in hours (half and quarter hours allowed), both ends inclusive. */
export interface TimezoneWindow {
  min: number
  max: number
}

export interface Eligibility {
  scope: EligibilityScope
  /** ISO 3166-1 alpha-2 codes the posting names (for `countries`, and next to regions, e.g. "EU or UK"). */
  countries: string[]
  regions: EligibilityRegion[]
  /** Countries the posting rules out ("Worldwide except the US", "Europe (excluding UK)"). */
  excludedCountries: string[]
  timezones: TimezoneWindow | null
}

export const UNKNOWN_ELIGIBILITY: Eligibility = { scope: 'unknown', countries: [], regions: [], excludedCountries: [], timezones: null }

/** The visitor's UTC offset for the `tz` filter: -12 to +14 in quarter hours. */
export const MIN_UTC_OFFSET = -12
export const MAX_UTC_OFFSET = 14
export const isUtcOffset = (value: number) => Number.isFinite(value) && value >= MIN_UTC_OFFSET && value <= MAX_UTC_OFFSET && Number.isInteger(value * 4)

/** A country gets a landing page (/remote-jobs-from/{country}) from this many live jobs restricted to places that hold it (worldwide jobs do not count). */
export const COUNTRY_LANDING_MIN_JOBS = 5
