import type { SqlParams } from '@cms/lib/sqlBuilder'
import { ELIGIBILITY_SCOPE, JOB_STATUS } from '@cms/lib/db/names'

/**
 * Who may apply, as list filters: `country` (ISO alpha-2 of where the visitor lives) and `tz` (their UTC
 * offset in hours). The SQL lives here so the where-builder (sql.ts) adds it in one line.
 */
export interface EligibilityFilter {
  /** Upper-case ISO 3166-1 alpha-2, or null for no country filter. */
  country: string | null
  tz: number | null
  /** Only jobs whose posting does not say where they hire (the count a country list reports beside itself). */
  eligibilityUnknown?: boolean
  /** A country landing page: jobs restricted to places that hold the country come before worldwide ones. */
  restrictedFirst?: boolean
}

/**
 * Conditions over `jobs j`:
 * - country: worldwide jobs that do not rule the country out, and jobs whose reach (named countries and their
 *   regions' members, minus exclusions) holds it (GIN index on eligibility_reach). Unknown jobs never match.
 * - tz: jobs with no stated window, and jobs whose window holds the offset.
 */
/** Live jobs restricted to places that hold a country, per country (worldwide jobs are not counted), over `jobs j`. */
export const RESTRICTED_PER_COUNTRY_SQL = `SELECT reach.code, count(*)::int AS restricted
  FROM jobs j CROSS JOIN LATERAL jsonb_array_elements_text(j.eligibility_reach) AS reach(code)
  WHERE j.status = ${JOB_STATUS.active} AND j.eligibility_scope IN (${ELIGIBILITY_SCOPE.regions}, ${ELIGIBILITY_SCOPE.countries})
  GROUP BY reach.code`

export function eligibilityConditions(filter: EligibilityFilter, params: SqlParams): string[] {
  const conditions: string[] = []
  if (filter.country) {
    const code = params.add(JSON.stringify([filter.country]))
    conditions.push(
      `((j.eligibility_scope = 'worldwide' AND NOT coalesce(j.eligibility_excluded_countries, '[]'::jsonb) @> ${code}::jsonb) OR j.eligibility_reach @> ${code}::jsonb)`,
    )
  }
  if (filter.tz !== null) {
    const offset = params.add(filter.tz)
    conditions.push(`(j.eligibility_tz_min IS NULL OR (j.eligibility_tz_min <= ${offset} AND j.eligibility_tz_max >= ${offset}))`)
  }
  // Written without coalesce so the planner can read the scope's own index and intersect it with the words' GIN match.
  if (filter.eligibilityUnknown) conditions.push(`(j.eligibility_scope = 'unknown' OR j.eligibility_scope IS NULL)`)
  return conditions
}

/** The leading ORDER BY key of a country landing page (restricted jobs first), or '' for every other list. */
export const eligibilityOrder = (filter: EligibilityFilter) => (filter.country && filter.restrictedFirst ? `(j.eligibility_scope = 'worldwide'), ` : '')

/** The job columns of who may apply, over `jobs j`, as the row mapper reads them. */
export const ELIGIBILITY_COLUMNS = `j.location_text, j.eligibility_scope, j.eligibility_countries, j.eligibility_regions,
  j.eligibility_excluded_countries, j.eligibility_tz_min, j.eligibility_tz_max`
