import { ORDER_STATUSES } from '@cms/contract/commerce'
import { ELIGIBILITY_SCOPES } from '@cms/contract/eligibilityValues'
import { JOB_POST_PAYMENT_PURPOSES, JOB_POST_STATES, JOB_POST_TIERS } from '@cms/contract/jobPosts'
import { EXPERIENCE_VALUES, JOB_STATUSES, JOB_TYPE_VALUES, PLACEMENT_VALUES } from '@cms/contract/jobValues'
import { LINK_VERDICTS } from '@cms/contract/linkCheckValues'
import { JOB_SOURCES } from '@cms/contract/providers'
import { REPORT_STATES } from '@cms/contract/reportValues'
import { SALARY_PERIOD_VALUES } from '@cms/contract/salary'

/**
 * The names our own SQL uses for Payload's tables and enum types, and the values of the enums it writes, in one
 * place. Payload derives them from the collections (table = slug with underscores, enum type =
 * `enum_<table>_<column>`), and the collections take their values from `cms/contract`; so do these, and
 * `tests/integration/dbNames.test.ts` checks every entry against the migrated database.
 */
export const TABLE = {
  jobs: 'jobs',
  jobsRels: 'jobs_rels',
  jobReports: 'job_reports',
  jobLinkChecks: 'job_link_checks',
  jobPostings: 'job_postings',
  jobPosts: 'job_posts',
  skills: 'skills',
  companies: 'companies',
} as const

/** Each enum type with the values the contract gives its field (the database may hold no others). */
export const ENUM_VALUES = {
  enum_jobs_status: JOB_STATUSES,
  enum_jobs_type: JOB_TYPE_VALUES,
  enum_jobs_experience_level: EXPERIENCE_VALUES,
  enum_jobs_source: JOB_SOURCES,
  enum_jobs_eligibility_scope: ELIGIBILITY_SCOPES,
  enum_jobs_salary_period: SALARY_PERIOD_VALUES,
  enum_jobs_placement: PLACEMENT_VALUES,
  enum_job_reports_state: REPORT_STATES,
  enum_job_posts_state: JOB_POST_STATES,
  enum_job_posts_tier: JOB_POST_TIERS,
  enum_job_posts_payments_tier: JOB_POST_TIERS,
  enum_job_posts_payments_purpose: JOB_POST_PAYMENT_PURPOSES,
  enum_orders_status: ORDER_STATUSES,
} as const satisfies Record<string, readonly string[]>

/**
 * Text columns of our own tables whose values a CHECK constraint lists (hand-written migrations): each with the
 * contract's values, checked against the constraint like the enums.
 */
export const CHECKED_VALUES = {
  'job_link_checks.status': LINK_VERDICTS,
} as const satisfies Record<string, readonly string[]>

/**
 * The values of states and statuses, which SQL compares and sets: none of them is typed as a literal in a SQL string
 * outside this module (`cms/lib/db/sqlNames.test.ts` scans for them), each comes from the constants below.
 */
export const STATE_VALUES: readonly string[] = [...JOB_STATUSES, ...REPORT_STATES, ...JOB_POST_STATES, ...ORDER_STATUSES, ...LINK_VERDICTS]

export type EnumType = keyof typeof ENUM_VALUES

/** An enum type's name, checked by `tsc` against the list above: `ENUM.enum_jobs_status`. */
export const ENUM = Object.fromEntries(Object.keys(ENUM_VALUES).map((name) => [name, name])) as { [K in EnumType]: K }

type SqlLiterals<V extends string> = { readonly [K in V]: `'${K}'` }

/** Each value as a SQL string literal (`JOB_STATUS.active` is `'active'`), so a typo fails `tsc`, not a query. */
function sqlLiterals<const V extends string>(values: readonly V[]): SqlLiterals<V> {
  return Object.fromEntries(
    values.map((value) => {
      // The values are our own constants; a quote would need escaping, and none of them may hold one.
      if (value.includes("'")) throw new Error(`An enum value with a quote cannot be inlined: ${value}`)
      return [value, `'${value}'`]
    }),
  ) as SqlLiterals<V>
}

export const JOB_STATUS = sqlLiterals(JOB_STATUSES)
export const REPORT_STATE = sqlLiterals(REPORT_STATES)
export const JOB_POST_STATE = sqlLiterals(JOB_POST_STATES)
export const JOB_POST_PURPOSE = sqlLiterals(JOB_POST_PAYMENT_PURPOSES)
export const ORDER_STATUS = sqlLiterals(ORDER_STATUSES)
export const LINK_VERDICT = sqlLiterals(LINK_VERDICTS)
export const ELIGIBILITY_SCOPE = sqlLiterals(ELIGIBILITY_SCOPES)
