import { z } from 'zod'

/** Values of the filter sidebar and the list calls (spec 2 §9). */
export const JOB_TYPE_VALUES = ['full-time', 'part-time', 'contract', 'freelance'] as const
export type JobType = (typeof JOB_TYPE_VALUES)[number]
/** How a job type reads everywhere on the site (cards, job page, filters, saved jobs). */
export const JOB_TYPE_LABELS: Record<JobType, string> = { 'full-time': 'Full-Time', 'part-time': 'Part-Time', contract: 'Contract', freelance: 'Freelance' }
/** A job list gives the gold 'Featured' highlight to at most this many cards per page: it is a paid-style accent. */
export const FEATURED_HIGHLIGHTS_PER_PAGE = 3
export const EXPERIENCE_VALUES = ['entry', 'mid', 'senior'] as const
export type ExperienceLevel = (typeof EXPERIENCE_VALUES)[number]
/** A job is listed while active; expired jobs keep their page (answered with 410) but leave the lists. */
export const JOB_STATUSES = ['active', 'expired'] as const
export const SORT_VALUES = ['relevant', 'newest', 'highest'] as const
export type JobSort = (typeof SORT_VALUES)[number]

/** Salary buckets, annual USD: a job falls in a bucket when its salary figure (salaryMax, else salaryMin) is in [min, max). */
export const SALARY_BUCKETS = {
  '0-50000': { min: 0, max: 50_000, label: '$0 - $50k' },
  '50000-100000': { min: 50_000, max: 100_000, label: '$50k - $100k' },
  '100000-150000': { min: 100_000, max: 150_000, label: '$100k - $150k' },
  '150000-1000000': { min: 150_000, max: 1_000_000, label: '$150k+' },
} as const
export type SalaryBucket = keyof typeof SALARY_BUCKETS
export const SALARY_VALUES = Object.keys(SALARY_BUCKETS) as SalaryBucket[]

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

export const companySchema = z.object({ name: z.string(), website: z.string().nullable(), logo: z.string().nullable() })
export const namedRefSchema = z.object({ name: z.string(), slug: z.string() })

/** A job as the list calls return it: description is a plain-text excerpt (at most 300 characters). */
export const jobListItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  postedAt: z.string(),
  type: z.enum(JOB_TYPE_VALUES),
  featured: z.boolean(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  timezone: z.string().nullable(),
  experienceLevel: z.enum(EXPERIENCE_VALUES),
  source: z.string(),
  externalId: z.string(),
  applyUrl: z.string().nullable(),
  company: companySchema,
  category: namedRefSchema.nullable(),
  location: namedRefSchema.extend({ region: z.string().nullable() }).nullable(),
  skills: z.array(z.object({ id: z.number(), name: z.string() })),
})
export type JobListItem = z.infer<typeof jobListItemSchema>

/** GET /api/jobs/{slug}: the full job; description is sanitised HTML or plain text. */
export const jobDetailSchema = jobListItemSchema
export type JobDetail = JobListItem

export const paginationSchema = z.object({ total: z.number(), totalPages: z.number(), page: z.number(), limit: z.number() })
export type Pagination = z.infer<typeof paginationSchema>

/** GET /api/jobs and GET /api/search. */
export const jobListResponseSchema = z.object({ jobs: z.array(jobListItemSchema), pagination: paginationSchema })
export type JobListResponse = z.infer<typeof jobListResponseSchema>

/** GET /api/search?count=true */
export const searchCountResponseSchema = z.object({ count: z.number() })

/** GET /api/categories/{slug}: the category, the number of active jobs and the requested page of them. */
export const categoryPageResponseSchema = z.object({
  category: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  count: z.number(),
  jobs: z.array(jobListItemSchema),
  pagination: paginationSchema,
})
export type CategoryPageResponse = z.infer<typeof categoryPageResponseSchema>

export const locationPageResponseSchema = z.object({
  location: z.object({ id: z.number(), name: z.string(), slug: z.string(), region: z.string().nullable(), country: z.string().nullable() }),
  count: z.number(),
  jobs: z.array(jobListItemSchema),
  pagination: paginationSchema,
})
export type LocationPageResponse = z.infer<typeof locationPageResponseSchema>

/** GET /api/keywords/jobs|locations|blogs */
export const keywordEntrySchema = z.object({
  keyword: z.string(),
  topic: z.string().optional(),
  location: z.string().optional(),
  slug: z.string(),
  canonicalUrl: z.string(),
  count: z.number().optional(),
})
export type KeywordEntry = z.infer<typeof keywordEntrySchema>
export const keywordJobsResponseSchema = z.object({ success: z.literal(true), jobs: z.array(keywordEntrySchema) })
export const keywordLocationsResponseSchema = z.object({ success: z.literal(true), locations: z.array(keywordEntrySchema) })
export const keywordBlogsResponseSchema = z.object({ success: z.literal(true), blogs: z.array(keywordEntrySchema) })

/** GET /api/brand/{domain} */
export const brandResponseSchema = z.object({
  logo: z.string().nullable(),
  icon: z.string().nullable(),
  name: z.string().nullable(),
  primaryColor: z.string().nullable(),
})
export type BrandResponse = z.infer<typeof brandResponseSchema>
