import { z } from 'zod'
import { jobProviderIdSchema, PROVIDER_IDS, providerIdSchema } from './providers'

/** GET /api/admin/api-config. */
const apiProviderSchema = z.object({
  id: providerIdSchema,
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  hasApiKey: z.boolean(),
})
export const apiConfigResponseSchema = z.object({ providers: z.array(apiProviderSchema) })
export type ApiConfigResponse = z.infer<typeof apiConfigResponseSchema>
/** POST /api/admin/api-config: the saved integrations, with a line to show. */
export const apiConfigSavedSchema = apiConfigResponseSchema.extend({ success: z.literal(true), message: z.string() })

/** POST /api/admin/api-config body. */
export const apiConfigUpdateSchema = z.object({
  providers: z
    .array(z.object({ id: providerIdSchema, enabled: z.boolean() }).passthrough())
    .min(1, 'List at least one provider.')
    .max(PROVIDER_IDS.length * 2),
})
export type ApiConfigUpdate = z.infer<typeof apiConfigUpdateSchema>

/** GET /api/admin/api-status. 'checking' and 'unknown' are display states of the SPA only. */
const providerStatusSchema = z.enum(['available', 'unavailable'])
export const apiStatusResponseSchema = z.object({ providers: z.array(z.object({ id: providerIdSchema, status: providerStatusSchema })) })
export type ApiStatusResponse = z.infer<typeof apiStatusResponseSchema>
export type ProviderDisplayStatus = 'available' | 'unavailable' | 'checking' | 'unknown'

/** GET /api/admin/guide-info. */
export const guideInfoSchema = z.object({
  success: z.boolean(),
  fileExists: z.boolean(),
  fileSize: z.number().nullable(),
  /** The stored PDF's pages, counted when it was uploaded (null for one stored before pages were counted). */
  pageCount: z.number().int().nullable(),
  lastModified: z.string().nullable(),
  fileName: z.string().nullable(),
  downloadUrl: z.string().nullable(),
})
export type GuideInfo = z.infer<typeof guideInfoSchema>

/** POST /api/admin/upload-guide answer (HTTP 200 is what the SPA checks). */
export const uploadGuideResponseSchema = z.object({ success: z.literal(true), message: z.string(), guide: guideInfoSchema })

/** POST /api/admin/ingest: run one provider (or every enabled one) now. */
export const ingestRequestSchema = z.object({ provider: jobProviderIdSchema.optional() })
const ingestionRunSchema = z.object({
  id: z.number(),
  provider: z.string(),
  trigger: z.string().describe('schedule, manual or bench.'),
  status: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable().optional(),
  fetched: z.number().nullable().optional(),
  created: z.number().nullable().optional(),
  updated: z.number().nullable().optional(),
  unchanged: z.number().nullable().optional(),
  expired: z.number().nullable().optional(),
  skipped: z.number().nullable().optional(),
  error: z.string().nullable().optional(),
  skippedReasons: z.array(z.object({ externalId: z.string(), reason: z.string() })).nullable().optional().describe('Up to 200 items the run left out.'),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export const ingestResponseSchema = z.object({ runs: z.array(ingestionRunSchema) })
export type IngestResponse = z.infer<typeof ingestResponseSchema>

export const GUIDE_MAX_BYTES = 25 * 1024 * 1024
export const GUIDE_FILE_NAME = 'digital-nomad-guide-2025.pdf'

/** GET /api/admin/link-check: the apply-link checker's job-quality panel. */
export const linkCheckOverviewSchema = z.object({
  liveJobs: z.number().int(),
  /** Live jobs whose link the checker takes; the rest are `skipped`, and why. */
  jobsWithLink: z.number().int(),
  skipped: z.object({
    /** Links on the reserved `.example` domain (the demo data's), which never resolve. */
    reservedDomain: z.number().int(),
    /** No web address to fetch (no apply link, or an e-mail address). */
    withoutWebLink: z.number().int(),
  }),
  checked: z.number().int(),
  live: z.number().int(),
  dead: z.number().int(),
  unknown: z.number().int(),
  expiredByChecker: z.number().int(),
  lastPass: z
    .object({ startedAt: z.string(), finishedAt: z.string(), checked: z.number().int(), dead: z.number().int(), expired: z.number().int(), revived: z.number().int() })
    .nullable(),
})
export type LinkCheckOverview = z.infer<typeof linkCheckOverviewSchema>

/** POST /api/admin/link-check: a pass is queued (it runs for minutes; the panel shows it when it ends). */
export const linkCheckQueuedSchema = z.object({ success: z.literal(true), message: z.string() })
export type LinkCheckQueued = z.infer<typeof linkCheckQueuedSchema>

/** GET /api/admin/job-post-review: whether employers' posts may go to review free while payments are off. */
export const jobPostReviewSettingSchema = z.object({
  freeReviewWhilePaymentsOff: z.boolean(),
  /** Stripe's keys are set: posts are paid for whatever the setting says. */
  paymentsConfigured: z.boolean(),
})
export type JobPostReviewSetting = z.infer<typeof jobPostReviewSettingSchema>
/** POST /api/admin/job-post-review body. */
export const jobPostReviewSettingUpdateSchema = z.object({ freeReviewWhilePaymentsOff: z.boolean({ error: 'Say true or false.' }) })
export const jobPostReviewSettingSavedSchema = jobPostReviewSettingSchema.extend({ success: z.literal(true), message: z.string() })
