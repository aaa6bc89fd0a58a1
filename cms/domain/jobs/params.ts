import {
  EXPERIENCE_VALUES,
  JOB_TYPE_VALUES,
  MAX_LIMIT,
  MAX_LIST_VALUES,
  MAX_PAGE,
  MATCH_VALUES,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  SALARY_VALUES,
  SORT_VALUES,
  TIMEZONE_VALUES,
  type JobSort,
  type SalaryBucket,
  type TextMatch,
  type TimezoneBucket,
} from '@cms/contract/jobs'
import { Failure } from '@cms/domain/failure'
import { parseEligibilityFilter, type EligibilityFilter } from './eligibilityFilter'

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

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/** "a,b,,a" (or repeated parameters) -> ['a', 'b']: trimmed, lower-cased, without blanks and duplicates. */
function list(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).flatMap((v) => v.split(','))
  const out = [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))]
  if (out.length > MAX_LIST_VALUES) throw new Failure('invalid', `Too many values for ${name} (at most ${MAX_LIST_VALUES}).`)
  return out
}

function enumList<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const values = list(params, name)
  const bad = values.find((v) => !allowed.includes(v as T))
  if (bad !== undefined) throw new Failure('invalid', `Invalid ${name} "${bad.slice(0, 40)}". Use one of: ${allowed.join(', ')}.`)
  return values as T[]
}

function slugList(params: URLSearchParams, name: string): string[] {
  const values = list(params, name)
  const bad = values.find((v) => !SLUG.test(v))
  if (bad !== undefined) throw new Failure('invalid', `Invalid ${name} "${bad.slice(0, 40)}".`)
  return values
}

/** A whole number in [min, max], else the fallback (bad paging input gets a sane default, never an error). */
function intOr(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return fallback
  const n = Number(raw)
  if (n < min) return fallback
  return Math.min(n, max)
}

/**
 * Reads the list parameters of /api/jobs, /api/search and the category/location pages.
 * Filter values outside the documented sets are a 400; paging and sort fall back to defaults:
 * page not a whole number >= 1 -> 1 (above 1000 -> 1000); limit not a whole number >= 1 -> 10 (above 50 -> 50);
 * unknown sort -> relevant; match is `strict` or else `smart`.
 */
export function parseJobQuery(params: URLSearchParams): JobQuery {
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ')
  if (q.length > MAX_QUERY_LENGTH) throw new Failure('invalid', `Search text must be at most ${MAX_QUERY_LENGTH} characters.`)
  const sortRaw = (params.get('sort') ?? '').trim().toLowerCase()
  return {
    q,
    categories: slugList(params, 'category'),
    locations: slugList(params, 'location'),
    types: enumList(params, 'type', JOB_TYPE_VALUES),
    experience: enumList(params, 'experience', EXPERIENCE_VALUES),
    salary: enumList(params, 'salary', SALARY_VALUES),
    timezone: enumList(params, 'timezone', TIMEZONE_VALUES),
    page: intOr(params.get('page'), 1, 1, MAX_PAGE),
    limit: intOr(params.get('limit'), PAGE_SIZE, 1, MAX_LIMIT),
    sort: (SORT_VALUES as readonly string[]).includes(sortRaw) ? (sortRaw as JobSort) : 'relevant',
    ...parseEligibilityFilter(params),
    facets: params.get('facets') === 'true',
    match: (MATCH_VALUES as readonly string[]).includes(params.get('match') ?? '') ? (params.get('match') as TextMatch) : 'smart',
  }
}

/** Whether the text has anything searchable (letters or digits); '&|!' alone searches nothing. */
export function hasSearchableText(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q)
}
