import { z } from 'zod'

import { eligibilitySchema } from './eligibility'
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, PLACEMENT_VALUES } from './jobValues'
import { SALARY_PERIOD_VALUES } from './salary'

export * from './jobValues'

/** The employer of a job; `slug` names its page, /companies/{slug}. */
const companySchema = z.object({ name: z.string(), slug: z.string().nullable(), website: z.string().nullable(), logo: z.string().nullable() })
const namedRefSchema = z.object({ name: z.string(), slug: z.string() })

/** A job as the list calls return it: description is a plain-text excerpt (at most 300 characters). */
export const jobListItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  postedAt: z.string(),
  /** Listed again (it came back, or its board re-dated it or gave it a new id); postedAt stays its first date. */
  reposted: z.boolean(),
  type: z.enum(JOB_TYPE_VALUES),
  featured: z.boolean(),
  /** What an employer paid for, while it lasts (null for every other job): labelled Sponsored. */
  placement: z.enum(PLACEMENT_VALUES).nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  /** The salary as the employer posted it (salaryMin/Max are the same converted to annual USD at the newest rates). */
  salaryPosted: z
    .object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.string(), period: z.enum(SALARY_PERIOD_VALUES) })
    .nullable(),
  timezone: z.string().nullable(),
  experienceLevel: z.enum(EXPERIENCE_VALUES),
  source: z.string(),
  externalId: z.string(),
  applyUrl: z.string().nullable(),
  company: companySchema,
  category: namedRefSchema.nullable(),
  location: namedRefSchema.extend({ region: z.string().nullable() }).nullable(),
  skills: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Where the job may be done from, as posted; null when the posting does not say. */
  locationText: z.string().nullable(),
  /** Who may apply, derived from locationText. */
  eligibility: eligibilitySchema,
  /**
   * Search results with text only: the description's passage that matched, as safe markup (text escaped,
   * matched words in <mark>, no other tags). Absent when the words matched elsewhere (title, skills).
   */
  highlight: z.string().optional(),
})
export type JobListItem = z.infer<typeof jobListItemSchema>

/**
 * GET /api/jobs/{slug}: the full job; description is sanitised HTML or plain text. `applyLinkCheckedAt`: when the
 * link checker last found the apply link working (null when it has not, or the job has no link). `alsoListedOn`:
 * the other boards whose listings of this same job were merged into it.
 */
export const jobDetailSchema = jobListItemSchema.extend({
  applyLinkCheckedAt: z.string().nullable(),
  /** The newest stored ECB rates (units per euro) and their date: the page shows the salary in the visitor's currency. */
  exchangeRates: z.object({ date: z.string(), perEur: z.record(z.string(), z.number()) }),
  alsoListedOn: z.array(z.object({ source: z.string(), url: z.string().nullable() })),
})
export type JobDetail = z.infer<typeof jobDetailSchema>

export const paginationSchema = z.object({
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Present when the search box's list stopped counting (SEARCH_COUNT_LIMIT): `total` is a lower bound, and more pages follow. */
  totalAtLeast: z.literal(true).optional(),
})
export type Pagination = z.infer<typeof paginationSchema>

/** With `country`: how many more jobs match the other filters but do not say where they hire (left out of the list). */
export const eligibilityUnknownSchema = z.number().optional()

/**
 * How the search read the text (GET /api/search): `correctedQuery` is the text searched instead when words
 * matched nothing and were corrected ("Showing results for …"); `relaxed` says no job matched every word
 * and the list holds the jobs that match most of them.
 */
const searchMetaSchema = z.object({ correctedQuery: z.string().optional(), relaxed: z.boolean().optional() })
export type SearchMeta = z.infer<typeof searchMetaSchema>

/**
 * GET /api/search?…&facets=true: per filter of the panel, how many jobs each value would list with the current
 * text and the other filters (each facet ignores its own filter). Values are the filter's own values (slugs,
 * types, levels, bucket keys); values with no job are left out.
 */
const facetValuesSchema = z.array(z.object({ value: z.string(), count: z.number() }))
const searchFacetsSchema = z.object({
  category: facetValuesSchema,
  location: facetValuesSchema,
  type: facetValuesSchema,
  experience: facetValuesSchema,
  salary: facetValuesSchema,
  timezone: facetValuesSchema,
})
export type SearchFacets = z.infer<typeof searchFacetsSchema>

/** GET /api/jobs and GET /api/search; the job pages (category, location, country, company) answer the same list beside their subject. */
export const jobListResponseSchema = z.object({
  jobs: z.array(jobListItemSchema),
  pagination: paginationSchema,
  meta: searchMetaSchema.optional(),
  facets: searchFacetsSchema.optional(),
  eligibilityUnknown: eligibilityUnknownSchema,
})
export type JobListResponse = z.infer<typeof jobListResponseSchema>

/** GET /api/search?count=true */
export const searchCountResponseSchema = z.object({ count: z.number() })

/** GET /api/categories/{slug}: the category, the number of active jobs and the requested page of them (with `facets=true`, the filter panel's counts). */
export const categoryPageResponseSchema = z.object({
  category: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  count: z.number(),
  ...jobListResponseSchema.shape,
})
export type CategoryPageResponse = z.infer<typeof categoryPageResponseSchema>

export const locationPageResponseSchema = z.object({
  location: z.object({ id: z.number(), name: z.string(), slug: z.string(), region: z.string().nullable(), country: z.string().nullable() }),
  count: z.number(),
  ...jobListResponseSchema.shape,
})
export type LocationPageResponse = z.infer<typeof locationPageResponseSchema>

/** A country with its own landing page, /remote-jobs-from/{slug}: `restricted` live jobs are open to a set of places that holds it. */
const landingCountrySchema = z.object({ code: z.string(), name: z.string(), slug: z.string(), restricted: z.number() })
export type LandingCountry = z.infer<typeof landingCountrySchema>

/** GET /api/remote-jobs-from: the countries with a landing page (at least COUNTRY_LANDING_MIN_JOBS restricted jobs), by name. */
export const landingCountriesResponseSchema = z.object({ countries: z.array(landingCountrySchema) })

/**
 * GET /api/remote-jobs-from/{slug}: the jobs someone living there can take; those restricted to places that
 * hold the country first, then the worldwide ones. `count` is the whole list (the `country` filter's count).
 */
export const countryLandingResponseSchema = z.object({
  country: landingCountrySchema,
  count: z.number(),
  ...jobListResponseSchema.shape,
})
export type CountryLandingResponse = z.infer<typeof countryLandingResponseSchema>

/** GET /api/keywords/jobs|locations|blogs */
const keywordEntrySchema = z.object({
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
