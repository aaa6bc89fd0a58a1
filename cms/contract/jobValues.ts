/**
 * The plain values of the job lists, without zod, so the browser's first script can use them without the
 * schema library. `jobs.ts` re-exports them beside the schemas.
 */
/** Values of the filter sidebar and the list calls. */
export const JOB_TYPE_VALUES = ['full-time', 'part-time', 'contract', 'freelance'] as const
export type JobType = (typeof JOB_TYPE_VALUES)[number]
export const EXPERIENCE_VALUES = ['entry', 'mid', 'senior'] as const
export type ExperienceLevel = (typeof EXPERIENCE_VALUES)[number]
/** How an experience level reads everywhere on the site (filters, job page, the employer's form). */
export const EXPERIENCE_LABELS: Record<ExperienceLevel, string> = { entry: 'Entry Level', mid: 'Mid Level', senior: 'Senior Level' }
/**
 * A job is listed while active; expired jobs keep their page (answered with 410) but leave the lists; held
 * jobs (reported by several visitors, or caught by a scam rule) are hidden everywhere until staff review them.
 */
export const JOB_STATUSES = ['active', 'expired', 'held'] as const
/**
 * What an employer paid for (jobs posted here through /post-a-job), until `placementEndsAt`: every paid job is
 * labelled Sponsored, `featured` also gets the Featured highlight, `pinned` is shown above matching lists.
 */
export const PLACEMENT_VALUES = ['standard', 'featured', 'pinned'] as const
export type Placement = (typeof PLACEMENT_VALUES)[number]
/** Paid jobs carry this label on cards and on their page, whatever their tier. */
export const SPONSORED_LABEL = 'Sponsored'
/** A list page shows at most this many pinned jobs above the rest, rotated among those that match. */
export const PINNED_PER_PAGE = 2
/** The paid placements that also get the Featured highlight and are ordered as featured (pinned ones on top of that). */
export const FEATURED_PLACEMENTS = ['featured', 'pinned'] as const satisfies readonly Placement[]
/**
 * A job answer's `featured`: an editor ticked it in /cms, or the employer's featured or pinned placement is still
 * running. The one meaning the lists' order, the gold highlight and the job page's badge share.
 */
export const isFeaturedNow = (editorial: boolean, placement: Placement | null): boolean =>
  editorial || (placement !== null && (FEATURED_PLACEMENTS as readonly Placement[]).includes(placement))
/**
 * How the search text matches: `smart` (default) reads it as people mean it (filler words, synonyms, typos,
 * operators); `strict` needs every word as written, stemmed (keyword pages, whose counts name their words).
 */
export const MATCH_VALUES = ['smart', 'strict'] as const
export type TextMatch = (typeof MATCH_VALUES)[number]
export const SORT_VALUES = ['relevant', 'newest', 'highest'] as const
export type JobSort = (typeof SORT_VALUES)[number]

/** Salary buckets, annual USD: a job falls in a bucket when its salary figure (salaryMax, else salaryMin) is in [min, max). */
export const SALARY_BUCKETS = {
  '0-50000': { min: 0, max: 50_000, label: '$0 - $50k' },
  '50000-100000': { min: 50_000, max: 100_000, label: '$50k - $100k' },
  '100000-150000': { min: 100_000, max: 150_000, label: '$100k - $150k' },
  '150000-1000000': { min: 150_000, max: 1_000_000, label: '$150k+' },
} as const
/** The salary filter's choice for jobs that state no salary at all (neither end). */
export const SALARY_NOT_GIVEN = { value: 'not-given', label: 'Salary not given' } as const
export type SalaryBucket = keyof typeof SALARY_BUCKETS | typeof SALARY_NOT_GIVEN.value
export const SALARY_VALUES = [...Object.keys(SALARY_BUCKETS), SALARY_NOT_GIVEN.value] as SalaryBucket[]
/** Every salary filter choice with its label, in the panel's order. */
export const SALARY_LABELS = Object.fromEntries([
  ...Object.entries(SALARY_BUCKETS).map(([value, { label }]) => [value, label]),
  [SALARY_NOT_GIVEN.value, SALARY_NOT_GIVEN.label],
]) as Record<SalaryBucket, string>

/** Time-zone buckets by UTC offset in hours (inclusive); jobs without an offset ('Flexible') match none. */
export const TIMEZONE_BUCKETS = {
  americas: { min: -10, max: -4, label: 'Americas (UTC-10 to UTC-4)' },
  europe: { min: -1, max: 3, label: 'Europe (UTC-1 to UTC+3)' },
  asia: { min: 5, max: 12, label: 'Asia (UTC+5 to UTC+12)' },
} as const
export type TimezoneBucket = keyof typeof TIMEZONE_BUCKETS
export const TIMEZONE_VALUES = Object.keys(TIMEZONE_BUCKETS) as TimezoneBucket[]

export const PAGE_SIZE = 10
export const MAX_LIMIT = 50
export const MAX_PAGE = 1000
export const MAX_QUERY_LENGTH = 200
export const MAX_LIST_VALUES = 20
/** The keyword lists (/api/keywords/*): entries a call gives by default and at most. */
export const KEYWORD_DEFAULT_LIMIT = 5
export const KEYWORD_MAX_LIMIT = 50
/**
 * The search box's lists (/api/search, /api/jobs) count their matches exactly up to this many, and past it say
 * "1,000+" (`pagination.totalAtLeast`): counting every match of a broad word read most of the table on every
 * request. Pages that name their number (category, location, keyword pages, `count=true`) stay exact.
 */
export const SEARCH_COUNT_LIMIT = 1000

/** How a job type reads everywhere on the site (cards, job page, filters, saved jobs). */
export const JOB_TYPE_LABELS: Record<JobType, string> = { 'full-time': 'Full-Time', 'part-time': 'Part-Time', contract: 'Contract', freelance: 'Freelance' }
/** A job list gives the gold 'Featured' highlight to at most this many cards per page: it is a paid-style accent. */
export const FEATURED_HIGHLIGHTS_PER_PAGE = 3
