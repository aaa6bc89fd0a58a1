import { z } from 'zod'
import { countryCodeSchema } from './eligibility'
import { ELIGIBILITY_SCOPES, REGION_VALUES } from './eligibilityValues'
import { COMPANY_SEARCH_MAX, COMPANY_SIZE_VALUES } from './companyValues'
import { jobListResponseSchema, paginationSchema } from './jobs'
import { boundedCount, PAGE_MESSAGE } from './jobQuery'
import { MAX_PAGE } from './jobValues'

export * from './companyValues'

/** GET /api/companies: `q` finds companies by a part of their name. */
export const companyListQuerySchema = z.object({
  q: z.string().max(COMPANY_SEARCH_MAX, `Search text must be at most ${COMPANY_SEARCH_MAX} characters.`).optional().describe('A part of the name.'),
  page: boundedCount(MAX_PAGE, 1, PAGE_MESSAGE, `From 1 to ${MAX_PAGE} (default 1).`),
})

const companyListItemSchema = z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable(), liveJobs: z.number() })
export type CompanyListItem = z.infer<typeof companyListItemSchema>

/** GET /api/companies: the companies with live jobs, most live jobs first. */
export const companyListResponseSchema = z.object({ companies: z.array(companyListItemSchema), pagination: paginationSchema })
export type CompanyListResponse = z.infer<typeof companyListResponseSchema>

/** What the company says about itself (editors write it; so may its employer once they claim it). */
const companyProfileSchema = z.object({
  name: z.string(),
  slug: z.string(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  size: z.enum(COMPANY_SIZE_VALUES).nullable(),
  founded: z.number().nullable(),
  headquarters: countryCodeSchema.nullable(),
  links: z.object({ linkedin: z.string().nullable(), x: z.string().nullable() }),
})
export type CompanyProfile = z.infer<typeof companyProfileSchema>

/** Live jobs that share one who-may-apply: the page unions them and tells a visitor how many are open to them. */
const hiringGroupSchema = z.object({
  scope: z.enum(ELIGIBILITY_SCOPES),
  countries: z.array(countryCodeSchema),
  regions: z.array(z.enum(REGION_VALUES)),
  excludedCountries: z.array(countryCodeSchema),
  jobs: z.number(),
})
export type HiringGroup = z.infer<typeof hiringGroupSchema>

/** What the board knows from the company's jobs, beyond what the company says. */
export const companyInsightsSchema = z.object({
  /** Live jobs. */
  liveJobs: z.number(),
  hiring: z.array(hiringGroupSchema),
  /** The UTC-offset window the live jobs that name one ask for (the widest of them), and how many do. */
  hours: z.object({ min: z.number(), max: z.number(), jobs: z.number() }).nullable(),
  /** The live jobs' annual salaries in USD at the newest rates: lowest and highest end, and how many jobs state one. */
  pay: z.object({ minUsd: z.number().nullable(), maxUsd: z.number().nullable(), stated: z.number() }),
  exchangeRates: z.object({ date: z.string(), perEur: z.record(z.string(), z.number()) }),
  posting: z.object({
    /** When the board first saw a job of theirs. */
    firstSeen: z.string(),
    /** Jobs first seen in the last COMPANY_RECENT_DAYS days. */
    recentJobs: z.number(),
    /** Jobs taken down before their time: an employer closing a paid post, or a dead apply link. */
    closedEarly: z.number(),
    /** Jobs taken down after visitors reported them and staff agreed. */
    reportedUpheld: z.number(),
    /** The live jobs' apply links as the link checker last found them. */
    links: z.object({ checked: z.number(), working: z.number(), lastCheckedAt: z.string().nullable() }),
  }),
})
export type CompanyInsights = z.infer<typeof companyInsightsSchema>

/**
 * GET /api/companies/{slug}: the company, what its jobs tell, and one page of its live jobs (the list's filters
 * apply). `indexable` is false while a company has no live job (its page is then kept out of search engines).
 */
export const companyPageResponseSchema = z.object({
  company: companyProfileSchema,
  insights: companyInsightsSchema,
  indexable: z.boolean(),
  count: z.number(),
  ...jobListResponseSchema.shape,
})
export type CompanyPageResponse = z.infer<typeof companyPageResponseSchema>
