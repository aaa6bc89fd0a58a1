import type { Pool } from 'pg'
import { COMPANY_RECENT_DAYS, type CompanyInsights, type HiringGroup } from '@cms/contract/companies'
import type { EligibilityRegion, EligibilityScope } from '@cms/contract/eligibilityValues'
import { ratesToShow } from '@cms/domain/salaries/ratesStore'
import { ELIGIBILITY_SCOPE, JOB_STATUS, LINK_VERDICT, REPORT_STATE } from '@cms/lib/db/names'

/** At most this many distinct who-may-apply groups are answered (a company's jobs rarely have more than a handful). */
const MAX_HIRING_GROUPS = 100

/** The live jobs grouped by who may apply, most jobs first. */
const HIRING_SQL = `
  SELECT coalesce(eligibility_scope::text, ${ELIGIBILITY_SCOPE.unknown}) AS scope,
    coalesce(eligibility_countries, '[]'::jsonb) AS countries, coalesce(eligibility_regions, '[]'::jsonb) AS regions,
    coalesce(eligibility_excluded_countries, '[]'::jsonb) AS excluded, count(*)::int AS jobs
  FROM jobs WHERE company_id = $1 AND status = ${JOB_STATUS.active}
  GROUP BY 1, 2, 3, 4 ORDER BY jobs DESC, scope LIMIT ${MAX_HIRING_GROUPS}`

/**
 * The figures over the company's jobs: the live ones' hours window and salaries, and how it posts over time.
 * A job's hours are its location line's window, else its time-zone field ("UTC+10"), as its job page shows them.
 * "First seen" is never later than a job's posting date (an ingested job may have been posted before we saw it).
 * "Closed early": an expired job whose paid period had not ended (its employer closed it) or that the link checker
 * took down (its apply link died). Salaries are the stored annual USD (converted at the newest rates).
 */
const FIGURES_SQL = `
  WITH live AS (SELECT * FROM jobs WHERE company_id = $1 AND status = ${JOB_STATUS.active}),
  live_hours AS (
    SELECT CASE WHEN eligibility_tz_max IS NOT NULL THEN eligibility_tz_min ELSE utc_offset END AS hours_min,
      CASE WHEN eligibility_tz_min IS NOT NULL THEN eligibility_tz_max ELSE utc_offset END AS hours_max
    FROM live WHERE (eligibility_tz_min IS NOT NULL AND eligibility_tz_max IS NOT NULL) OR utc_offset IS NOT NULL)
  SELECT
    (SELECT count(*)::int FROM live) AS live_jobs,
    (SELECT min(hours_min) FROM live_hours) AS tz_min,
    (SELECT max(hours_max) FROM live_hours) AS tz_max,
    (SELECT count(*)::int FROM live_hours) AS tz_jobs,
    (SELECT min(coalesce(nullif(salary_min, 0), salary_max)) FROM live WHERE coalesce(salary_min, 0) > 0 OR coalesce(salary_max, 0) > 0) AS pay_min,
    (SELECT max(coalesce(nullif(salary_max, 0), salary_min)) FROM live WHERE coalesce(salary_min, 0) > 0 OR coalesce(salary_max, 0) > 0) AS pay_max,
    (SELECT count(*)::int FROM live WHERE coalesce(salary_min, 0) > 0 OR coalesce(salary_max, 0) > 0) AS pay_stated,
    (SELECT least(min(j.created_at), min(j.posted_at), (SELECT created_at FROM companies WHERE id = $1)) FROM jobs j WHERE j.company_id = $1) AS first_seen,
    (SELECT count(*)::int FROM jobs j WHERE j.company_id = $1 AND j.posted_at > now() - make_interval(days => $2)) AS recent_jobs,
    (SELECT count(*)::int FROM jobs j LEFT JOIN job_link_checks lc ON lc.job_id = j.id
      WHERE j.company_id = $1 AND j.status = ${JOB_STATUS.expired} AND (j.placement_ends_at > j.updated_at OR lc.expired_job)) AS closed_early,
    (SELECT count(DISTINCT r.job_id)::int FROM job_reports r JOIN jobs j ON j.id = r.job_id WHERE j.company_id = $1 AND r.state = ${REPORT_STATE.upheld}) AS reported_upheld,
    (SELECT count(*)::int FROM live JOIN job_link_checks lc ON lc.job_id = live.id) AS links_checked,
    (SELECT count(*)::int FROM live JOIN job_link_checks lc ON lc.job_id = live.id WHERE lc.status = ${LINK_VERDICT.live}) AS links_working,
    (SELECT max(lc.checked_at) FROM live JOIN job_link_checks lc ON lc.job_id = live.id) AS links_checked_at`

interface FiguresRow {
  live_jobs: number
  tz_min: string | null
  tz_max: string | null
  tz_jobs: number
  pay_min: string | null
  pay_max: string | null
  pay_stated: number
  first_seen: Date
  recent_jobs: number
  closed_early: number
  reported_upheld: number
  links_checked: number
  links_working: number
  links_checked_at: Date | null
}

interface HiringRow {
  scope: EligibilityScope
  countries: string[]
  regions: EligibilityRegion[]
  excluded: string[]
  jobs: number
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value))

/** What the board knows about a company from its jobs (docs/companies.md, "What the page tells"). */
export async function companyInsights(pool: Pool, companyId: number): Promise<CompanyInsights> {
  const [figures, hiring, exchangeRates] = await Promise.all([
    pool.query<FiguresRow>(FIGURES_SQL, [companyId, COMPANY_RECENT_DAYS]),
    pool.query<HiringRow>(HIRING_SQL, [companyId]),
    ratesToShow(pool),
  ])
  const row = figures.rows[0]!
  const tzMin = numberOrNull(row.tz_min)
  const tzMax = numberOrNull(row.tz_max)
  return {
    liveJobs: row.live_jobs,
    hiring: hiring.rows.map(
      (group): HiringGroup => ({ scope: group.scope, countries: group.countries, regions: group.regions, excludedCountries: group.excluded, jobs: group.jobs }),
    ),
    hours: tzMin !== null && tzMax !== null ? { min: tzMin, max: tzMax, jobs: row.tz_jobs } : null,
    pay: { minUsd: numberOrNull(row.pay_min), maxUsd: numberOrNull(row.pay_max), stated: row.pay_stated },
    exchangeRates,
    posting: {
      firstSeen: new Date(row.first_seen).toISOString(),
      recentJobs: row.recent_jobs,
      closedEarly: row.closed_early,
      reportedUpheld: row.reported_upheld,
      links: {
        checked: row.links_checked,
        working: row.links_working,
        lastCheckedAt: row.links_checked_at ? new Date(row.links_checked_at).toISOString() : null,
      },
    },
  }
}
