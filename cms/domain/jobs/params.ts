import type { EXPERIENCE_VALUES, JOB_TYPE_VALUES, JobSort, SalaryBucket, TextMatch, TimezoneBucket } from '@cms/contract/jobs'
import { jobListQuerySchema, type JobListQuery } from '@cms/contract/jobQuery'
import { queryRecord } from '@cms/contract/queryString'
import { Failure } from '@cms/domain/failure'
import type { EligibilityFilter } from './eligibilityFilter'

/** A normalised job-list request: the input of every list call and of the search SQL. */
export interface JobQuery extends EligibilityFilter {
  q: string
  categories: string[]
  locations: string[]
  types: (typeof JOB_TYPE_VALUES)[number][]
  experience: (typeof EXPERIENCE_VALUES)[number][]
  salary: SalaryBucket[]
  timezone: TimezoneBucket[]
  page: number
  limit: number
  sort: JobSort
  match: TextMatch
  /** Add the filter panel's counts per value (`facets=true`). */
  facets: boolean
  /** Count exactly up to this many matches, then answer a lower bound (the search box's lists: SEARCH_COUNT_LIMIT). */
  countLimit?: number
  /** false: every text search takes the GIN plan, never postings (tests and benches compare the two plans' answers). */
  postings?: boolean
  /** Only this company's jobs (its page, /companies/{slug}); not a parameter of the list calls. */
  companyId?: number
}

/** A job list's checked query (cms/contract/jobQuery.ts) as the search reads it. */
export function jobQueryOf(query: JobListQuery): JobQuery {
  return {
    q: query.q,
    categories: query.category,
    locations: query.location,
    types: query.type,
    experience: query.experience,
    salary: query.salary,
    timezone: query.timezone,
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    match: query.match,
    facets: query.facets,
    country: query.country,
    tz: query.tz,
  }
}

/**
 * A search written as a query string (an alert's stored search, a keyword page's parameters) read by the lists'
 * one rule (jobListQuerySchema): a value outside it is a Failure('invalid') with the field's message.
 */
export function parseJobQuery(params: URLSearchParams): JobQuery {
  const parsed = jobListQuerySchema.safeParse(queryRecord(params))
  if (!parsed.success) throw new Failure('invalid', parsed.error.issues[0]?.message ?? 'Invalid search.')
  return jobQueryOf(parsed.data)
}

/** Whether the text has anything searchable (letters or digits); '&|!' alone searches nothing. */
export function hasSearchableText(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q)
}
