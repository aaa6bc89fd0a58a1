import countries from 'i18n-iso-countries'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { englishCountryName, isInhabited } from '@cms/contract/countryCodes'
import { COUNTRY_LANDING_MIN_JOBS } from '@cms/contract/eligibilityValues'
import type { CountryLandingResponse, LandingCountry } from '@cms/contract/jobs'
import { slugify } from '@cms/contract/slugify'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { Failure } from '@cms/domain/failure'
import { readPoolOf } from '@cms/lib/sql'
import { RESTRICTED_PER_COUNTRY_SQL } from './eligibilityFilter'
import type { JobQuery } from './params'
import { searchJobs } from './searchJobs'

/**
 * The short English name a page title reads well with ("United States", not "United States of America"), one per
 * place ("Republic of the Congo" and "Democratic Republic of the Congo" rather than two "Congo").
 */
const countryName = englishCountryName

/** /remote-jobs-from/{slug}: the country's English name as a slug ("portugal", "united-states"). */
export const landingSlug = (code: string) => slugify(countryName(code))

// Emptied with every job write like the other list caches (cms/lib/cache), so a page appears or goes with its jobs.
const landingCache = createSharedCache<LandingCountry[]>({ name: 'countryLandings', ttlMs: 5 * 60 * 1000, max: 1 })

/**
 * The countries with a landing page: at least COUNTRY_LANDING_MIN_JOBS live jobs restricted to places that hold them,
 * and people living there (a job open to South America reaches Bouvet Island too, where nobody can work from).
 */
export function landingCountries(pool: Pool): Promise<LandingCountry[]> {
  return landingCache.get('all', async () => {
    const { rows } = await pool.query<{ code: string; restricted: number }>(`${RESTRICTED_PER_COUNTRY_SQL} HAVING count(*) >= $1`, [COUNTRY_LANDING_MIN_JOBS])
    return rows
      .filter((row) => countries.isValid(row.code) && isInhabited(row.code))
      .map((row) => ({ code: row.code, name: countryName(row.code), slug: landingSlug(row.code), restricted: row.restricted }))
      .sort((a, b) => a.name.localeCompare(b.name))
  })
}

/**
 * GET /api/remote-jobs-from/{slug}: the `country` list with the restricted jobs first; a country without a
 * landing page (too few restricted jobs, or no such country) is a 404, so near-empty pages are never served.
 */
export async function countryLandingPage(payload: Payload, slug: string, query: JobQuery): Promise<CountryLandingResponse> {
  const country = (await landingCountries(readPoolOf(payload))).find((entry) => entry.slug === slug.toLowerCase())
  if (!country) throw new Failure('not-found', 'No landing page for this country')
  const list = await searchJobs(payload, { ...query, country: country.code, restrictedFirst: true })
  return { country, count: list.pagination.total, ...list }
}
