import { z } from 'zod'
import { emailAddress } from './email'
import { isWebAddress, WEB_ADDRESS_MAX } from './links'
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, type Placement } from './jobValues'
import { SALARY_CURRENCIES, SALARY_PERIOD_VALUES } from './salary'

/**
 * Employers' paid job posts. The post is the employer's side (what they submitted, paid and may edit); the public
 * job is a Jobs row (source `internal`) written from it when staff approve it.
 */

/**
 * A post's life: `draft` (stored, not paid), `awaiting-payment` (a Checkout session is open), `in-review` (paid,
 * staff decide), `live` (its job is listed until the paid period ends), `rejected` (refunded), `ended` (closed by
 * the employer or past its period). A live post edited by the employer stays `live` with a revision in review.
 */
export const JOB_POST_STATES = ['draft', 'awaiting-payment', 'in-review', 'live', 'rejected', 'ended'] as const
export type JobPostState = (typeof JOB_POST_STATES)[number]

export const JOB_POST_STATE_LABELS: Record<JobPostState, string> = {
  draft: 'Draft',
  'awaiting-payment': 'Awaiting payment',
  'in-review': 'In review',
  live: 'Live',
  rejected: 'Rejected',
  ended: 'Ended',
}

/** The tiers an employer chooses from; each buys one placement for a number of days. */
export const JOB_POST_TIERS = ['standard', 'featured', 'pinned'] as const satisfies readonly Placement[]
export type JobPostTier = (typeof JOB_POST_TIERS)[number]

/**
 * What each tier is until an admin changes it in /cms (the "Job post tiers" global): prices in US cents. The
 * server always reads the global; these seed it and describe the tiers in words.
 */
export const DEFAULT_TIERS: Record<JobPostTier, { label: string; days: number; priceCents: number; description: string }> = {
  standard: { label: 'Standard', days: 30, priceCents: 4900, description: 'Listed for 30 days in search, feeds and alerts.' },
  featured: { label: 'Featured', days: 30, priceCents: 9900, description: 'Listed for 30 days with the gold Featured highlight.' },
  pinned: { label: 'Pinned', days: 7, priceCents: 14900, description: 'Pinned to the top of matching lists for 7 days.' },
}

/**
 * What a payment of a post bought: its first listing, more days of the same tier, or a higher tier from now.
 * Recorded on each payment, so the webhook applies it without asking the browser again.
 */
export const JOB_POST_PAYMENT_PURPOSES = ['post', 'extend', 'upgrade'] as const
export type JobPostPaymentPurpose = (typeof JOB_POST_PAYMENT_PURPOSES)[number]

/**
 * How a draft reaches staff's review on this server: `checkout` (paid through Stripe), `free-review` (payments are
 * off and an admin lets posts go to review free, as Standard posts), `paused` (payments are off and free review is
 * not allowed: a draft waits). Answered with the tiers, so the form and the manage page say it before anyone sends.
 */
export const JOB_POST_SUBMISSIONS = ['checkout', 'free-review', 'paused'] as const
export type JobPostSubmission = (typeof JOB_POST_SUBMISSIONS)[number]
/** The tier a post sent to review free is listed as: a higher placement is bought once payments are on. */
export const FREE_REVIEW_TIER: JobPostTier = 'standard'

/** Staff's decision on a post in review (or on a live post's pending edit), taken in /cms. */
export const JOB_POST_DECISIONS = { approve: 'Approve: put it live', reject: 'Reject: mail the reason (and refund a first payment)' } as const
export type JobPostDecision = keyof typeof JOB_POST_DECISIONS

// Defined with the placements in the zod-free jobValues.ts: the lists' first script shows the label.
export { PINNED_PER_PAGE, SPONSORED_LABEL } from './jobValues'

/** The employer is mailed a renewal link this many days before the paid period ends. */
export const RENEWAL_NOTICE_DAYS = 3

/** The company logo an employer uploads on the manage page. */
export const LOGO_MAX_BYTES = 512 * 1024
/** The largest logo side in pixels: a few hundred kilobytes can declare gigapixels, which take seconds of CPU to decode. */
export const LOGO_MAX_SIDE = 2000
/** Logo uploads per client per hour (each is decoded and resized). */
export const LOGO_UPLOADS_PER_HOUR = 10
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

export const JOB_POST_LIMITS = {
  companyName: 120,
  title: 150,
  /** Of the description's text, tags aside. */
  descriptionMinChars: 100,
  descriptionMaxChars: 20_000,
  locationText: 200,
  rejectionReason: 1000,
} as const

/** The form's and the API's messages, one per field rule. */
export const JOB_POST_MESSAGES = {
  companyName: 'Enter the company name.',
  companyWebsite: 'Enter the company website as a full address starting with https:// or http://.',
  title: 'Enter the job title.',
  category: 'Choose a category.',
  type: 'Choose the job type.',
  experienceLevel: 'Choose the experience level.',
  descriptionShort: `Describe the job in at least ${JOB_POST_LIMITS.descriptionMinChars} characters.`,
  descriptionLong: `The description can be at most ${JOB_POST_LIMITS.descriptionMaxChars.toLocaleString('en-US')} characters.`,
  applyUrl: 'Enter the apply link as a full address starting with https:// or http://.',
  applyEmail: 'Enter a valid apply email address.',
  applyMissing: 'Give an apply link or an apply email address.',
  salaryMin: 'Enter the lowest salary of the range.',
  salaryMax: 'Enter the highest salary of the range.',
  salaryOrder: 'The highest salary must be at least the lowest.',
  salaryCurrency: 'Choose the salary currency.',
  salaryPeriod: 'Choose whether the salary is per year, month, week, day or hour.',
  locationText: 'Say who may apply: choose countries or regions.',
  locationUnknown: 'We could not tell who may apply from this. Name countries or regions, for example "Europe" or "US, Canada".',
  tier: 'Choose a listing tier.',
  contactEmail: 'Enter a valid contact email address.',
  token: 'The manage link is missing its token.',
  wrongToken: 'This manage link is not valid for this job post.',
  notFound: 'Job post not found',
  alreadyPaid: 'This job post is already paid.',
  notPayable: 'This job post cannot be paid for in its current state.',
  notEditable: 'This job post can no longer be edited.',
  stripeMissing: 'Payments are not set up on this server yet. Please try again later.',
  reviewNeedsPayment: 'This site takes payment for job posts: pay for your post to send it for review.',
  reviewPaused: 'Job posts cannot be sent for review until payments are set up on this site. Your draft is kept.',
  notSendable: 'Only a draft can be sent for review.',
  sentForReview: 'Your job post is in review. We email you once it is live.',
  logoMissing: 'Choose a logo image to upload.',
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  logoTooLarge: `The logo can be at most ${LOGO_MAX_BYTES / 1024} KB.`,
  logoTooManyPixels: `The logo can be at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels.`,
  logoUnreadable: 'The logo could not be read: the file is damaged or not a complete image.',
  logoLinkInvalid: 'This logo address is not valid or has expired. Open the manage page again.',
  created: 'Your job post is saved. We have emailed you a link to manage it.',
  closed: 'Your job post is closed.',
  revisionInReview: 'Your changes are in review. The live job stays as it was until they are approved.',
} as const

/** What staff are told in /cms when a decision cannot be taken. */
export const JOB_POST_REVIEW_MESSAGES = {
  nothingToDecide: 'Only a post in review, or a live post with an edit in review, can be approved or rejected.',
  reasonRequired: 'Give the employer a reason for the rejection: it is mailed to them.',
  refundFailed: 'Stripe did not accept the refund, so the post was not rejected. Try again, or refund it in the Stripe dashboard first.',
} as const

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .meta({ examples: ['https://example.com/'] })
    .trim()
    .max(WEB_ADDRESS_MAX, message)
    .refine(isWebAddress, message)

const optionalEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional()

const money = (message: string) => z.number({ error: message }).positive(message).max(100_000_000, message)

/** The fields an employer submits and edits (everything but the tier and the contact, which only the first POST sets). */
export const jobPostFieldsSchema = z
  .object({
    company: z.object({
      name: z.string({ error: JOB_POST_MESSAGES.companyName }).trim().min(1, JOB_POST_MESSAGES.companyName).max(JOB_POST_LIMITS.companyName, JOB_POST_MESSAGES.companyName),
      website: optionalEmpty(httpUrl(JOB_POST_MESSAGES.companyWebsite)),
    }),
    title: z.string({ error: JOB_POST_MESSAGES.title }).trim().min(3, JOB_POST_MESSAGES.title).max(JOB_POST_LIMITS.title, JOB_POST_MESSAGES.title),
    /** A category slug (GET /api/categories). */
    category: z.string({ error: JOB_POST_MESSAGES.category }).trim().min(1, JOB_POST_MESSAGES.category).max(100, JOB_POST_MESSAGES.category),
    type: z.enum(JOB_TYPE_VALUES, { error: JOB_POST_MESSAGES.type }),
    experienceLevel: z.enum(EXPERIENCE_VALUES, { error: JOB_POST_MESSAGES.experienceLevel }),
    /** HTML from the form's rich-text editor; the server keeps only the allow-list that ingested descriptions keep. */
    description: z.string({ error: JOB_POST_MESSAGES.descriptionShort }).max(JOB_POST_LIMITS.descriptionMaxChars * 3, JOB_POST_MESSAGES.descriptionLong),
    applyUrl: optionalEmpty(httpUrl(JOB_POST_MESSAGES.applyUrl)),
    applyEmail: optionalEmpty(emailAddress(JOB_POST_MESSAGES.applyEmail)),
    salaryMin: money(JOB_POST_MESSAGES.salaryMin),
    salaryMax: money(JOB_POST_MESSAGES.salaryMax),
    salaryCurrency: z.enum(SALARY_CURRENCIES, { error: JOB_POST_MESSAGES.salaryCurrency }),
    salaryPeriod: z.enum(SALARY_PERIOD_VALUES, { error: JOB_POST_MESSAGES.salaryPeriod }),
    /** Who may apply, in words the who-may-apply parser reads ("Portugal, Spain; UTC-1 to UTC+3"): the form's picker writes it. */
    locationText: z.string({ error: JOB_POST_MESSAGES.locationText }).trim().min(2, JOB_POST_MESSAGES.locationText).max(JOB_POST_LIMITS.locationText, JOB_POST_MESSAGES.locationText),
  })
  .superRefine((post, ctx) => {
    if (!post.applyUrl && !post.applyEmail) ctx.addIssue({ code: 'custom', path: ['applyUrl'], message: JOB_POST_MESSAGES.applyMissing })
    if (post.salaryMax < post.salaryMin) ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: JOB_POST_MESSAGES.salaryOrder })
  })
export type JobPostFields = z.infer<typeof jobPostFieldsSchema>
export type JobPostFieldsInput = z.input<typeof jobPostFieldsSchema>

const contactEmailSchema = emailAddress(JOB_POST_MESSAGES.contactEmail)
const tierSchema = z.enum(JOB_POST_TIERS, { error: JOB_POST_MESSAGES.tier })
const tokenSchema = z.string({ error: JOB_POST_MESSAGES.token }).trim().min(1, JOB_POST_MESSAGES.token).max(200, JOB_POST_MESSAGES.wrongToken)

/**
 * POST /api/job-posts. The server also checks what zod cannot: the category exists, the description has enough
 * text once sanitised, and the locationText names a place the who-may-apply parser resolves.
 */
export const createJobPostRequestSchema = jobPostFieldsSchema.and(z.object({ tier: tierSchema, contactEmail: contactEmailSchema }))
export type CreateJobPostRequest = z.input<typeof createJobPostRequestSchema>
/** 201: the manage token is shown once here and mailed to the contact; only its hash is stored. */
export const createJobPostResponseSchema = z.object({ success: z.literal(true), id: z.number(), token: z.string(), message: z.string() })
export type CreateJobPostResponse = z.infer<typeof createJobPostResponseSchema>

/** A 400 of the job-post calls: `fields` has one message per bad field, keyed by its path ("company.name", "salaryMax"). */
export const jobPostFieldErrorsSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()),
})
export type JobPostFieldErrors = z.infer<typeof jobPostFieldErrorsSchema>

/** Calls that act on a post with its manage token (close; GET takes it as `?token=`). */
export const jobPostTokenRequestSchema = z.object({ token: tokenSchema })

/** A read by the post's manage link: the token in the query (a missing or empty one is refused with its field's message). */
export const jobPostTokenQuerySchema = z.object({ token: tokenSchema.describe("The token of the post's manage link.") })

/**
 * POST /api/job-posts/{id}/checkout -> { url } of a Stripe Checkout session. Without `tier`: the post's own
 * tier (a draft's first payment). On a live or ended post: the same tier extends the period by the tier's days,
 * a higher tier upgrades the placement from now.
 */
export const jobPostCheckoutRequestSchema = z.object({ token: tokenSchema, tier: tierSchema.optional() })
export const jobPostCheckoutResponseSchema = z.object({ url: z.string() })
export type JobPostCheckoutResponse = z.infer<typeof jobPostCheckoutResponseSchema>

/** PATCH /api/job-posts/{id}: the whole set of fields again, with the token. */
export const updateJobPostRequestSchema = jobPostFieldsSchema.and(z.object({ token: tokenSchema }))
export type UpdateJobPostRequest = z.input<typeof updateJobPostRequestSchema>

/** One day of a live job's traffic, counted by the job page's beacon. */
export const jobDayStatsSchema = z.object({ day: z.string().describe('YYYY-MM-DD, UTC'), views: z.number(), applyClicks: z.number() })
export type JobDayStats = z.infer<typeof jobDayStatsSchema>

/** GET /api/job-posts/manage?token= : everything the manage page shows. */
export const jobPostManageSchema = z.object({
  id: z.number(),
  state: z.enum(JOB_POST_STATES),
  tier: z.enum(JOB_POST_TIERS),
  contactEmail: z.string(),
  /** The fields as last submitted (a pending revision's when there is one). */
  fields: z.object({
    company: z.object({ name: z.string(), website: z.string() }),
    title: z.string(),
    category: z.string(),
    type: z.enum(JOB_TYPE_VALUES),
    experienceLevel: z.enum(EXPERIENCE_VALUES),
    description: z.string(),
    applyUrl: z.string(),
    applyEmail: z.string(),
    salaryMin: z.number(),
    salaryMax: z.number(),
    salaryCurrency: z.enum(SALARY_CURRENCIES),
    salaryPeriod: z.enum(SALARY_PERIOD_VALUES),
    locationText: z.string(),
  }),
  logo: z.string().nullable(),
  /** Whether a payment of the post went through (false for a post sent to review free while the site took no payments). */
  paid: z.boolean(),
  /** A live post's edit waiting for staff; the live job shows the approved version meanwhile. */
  revisionInReview: z.boolean(),
  rejectionReason: z.string().nullable(),
  /** The paid period: set at approval, moved by an extension. */
  liveFrom: z.string().nullable(),
  liveUntil: z.string().nullable(),
  /** The public job once approved. */
  job: z.object({ slug: z.string(), status: z.string() }).nullable(),
  /** Per day since the job went live, oldest first. */
  stats: z.array(jobDayStatsSchema),
})
export type JobPostManage = z.infer<typeof jobPostManageSchema>

/** GET /api/job-posts/tiers: what the form offers, as admins set it in /cms. */
export const jobPostTierListSchema = z.object({
  submission: z.enum(JOB_POST_SUBMISSIONS).describe('How a draft reaches review here: paid through checkout, sent free while payments are off, or paused.'),
  tiers: z.array(z.object({ tier: z.enum(JOB_POST_TIERS), label: z.string(), days: z.number(), priceCents: z.number(), currency: z.literal('usd'), description: z.string() })),
})
export type JobPostTierList = z.infer<typeof jobPostTierListSchema>

/** GET /api/job-posts/{id}/logo: the signed address the manage view gives for a logo staff have not approved yet. */
export const jobPostHeldLogoQuerySchema = z.object({
  expires: z.string().regex(/^\d{1,12}$/, 'Give the expiry as seconds since 1970.').describe('When the address stops working (Unix seconds).'),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Give the signature as 43 base64url characters.').describe("The server's signature of the post, its logo and the expiry."),
})

/** POST /api/job-posts/{id}/logo: multipart with `token` and `file`. */
export const jobPostLogoResponseSchema = z.object({ success: z.literal(true), logo: z.string() })

/** POST /api/jobs/{slug}/beacon: what the job page reports; answered 204 and never counted for bots. */
export const JOB_BEACON_EVENTS = ['view', 'apply'] as const
export type JobBeaconEvent = (typeof JOB_BEACON_EVENTS)[number]
export const jobBeaconRequestSchema = z.object({ event: z.enum(JOB_BEACON_EVENTS, { error: 'Unknown event.' }) })
