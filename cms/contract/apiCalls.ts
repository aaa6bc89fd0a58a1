import { z } from 'zod'
import {
  changePasswordBodySchema,
  checkEmailResponseSchema,
  emailBodySchema,
  jobSlugBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetRequestResponseSchema,
  savedJobResponseSchema,
  savedJobsResponseSchema,
  successResponseSchema,
  updateProfileBodySchema,
  userResponseSchema,
} from './accounts'
import { apiConfigResponseSchema, apiConfigUpdateSchema, apiStatusResponseSchema, guideInfoSchema, ingestRequestSchema, ingestResponseSchema, linkCheckOverviewSchema, linkCheckQueuedSchema, uploadGuideResponseSchema } from './admin'
import { jobBeaconRequestSchema } from './jobPosts'
import { reportJobRequestSchema, reportJobResponseSchema } from './reports'
import {
  createJobPostRequestSchema,
  createJobPostResponseSchema,
  jobPostCheckoutRequestSchema,
  jobPostCheckoutResponseSchema,
  jobPostLogoResponseSchema,
  jobPostManageSchema,
  jobPostTierListSchema,
  jobPostTokenRequestSchema,
  updateJobPostRequestSchema,
} from './jobPosts'
import { alertListResponseSchema, alertMessageResponseSchema, alertResponseSchema, confirmAlertRequestSchema, confirmAlertResponseSchema, createAlertRequestSchema, updateAlertRequestSchema } from './alerts'
import { blogPostListSchema, blogPostSchema } from './blog'
import {
  checkoutSessionResponseSchema,
  confirmSuccessRequestSchema,
  confirmSuccessResponseSchema,
  createCheckoutSessionRequestSchema,
  sendInvitesRequestSchema,
  sendInvitesResponseSchema,
  simulatePurchaseRequestSchema,
  simulatePurchaseResponseSchema,
  stripeConfigResponseSchema,
} from './commerce'
import {
  brandResponseSchema,
  categoryPageResponseSchema,
  jobDetailSchema,
  jobListResponseSchema,
  keywordBlogsResponseSchema,
  keywordJobsResponseSchema,
  keywordLocationsResponseSchema,
  locationPageResponseSchema,
  landingCountriesResponseSchema,
  countryLandingResponseSchema,
  searchCountResponseSchema,
} from './jobs'
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, MATCH_VALUES, MAX_LIMIT, MAX_PAGE, MAX_QUERY_LENGTH, SALARY_VALUES, SORT_VALUES, TIMEZONE_VALUES } from './jobValues'
import { confirmSubscriptionRequestSchema, subscribeRequestSchema, subscribeResponseSchema, subscriberCountSchema, unsubscribeRequestSchema } from './newsletter'
import { categoryListSchema, locationListSchema } from './taxonomy'
import { sitePageSchema } from './pages'
import { toolkitToolListSchema } from './toolkit'

/** Every error the API answers: `message` is for people, `error` repeats it, `success: false` on some calls. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string(), success: z.literal(false).optional() })

const list = (values: readonly string[]) => z.string().optional().describe(`Comma-separated, any of: ${values.join(', ')}.`)

/** The filters, paging and sort every job list takes (docs/search.md). */
const jobQuerySchema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH).optional().describe('Free text (quotes, "or" and "-" work as in a web search).'),
  category: z.string().optional().describe('Category slugs, comma-separated.'),
  location: z.string().optional().describe('Location slugs, comma-separated.'),
  type: list(JOB_TYPE_VALUES),
  experience: list(EXPERIENCE_VALUES),
  salary: list(SALARY_VALUES),
  timezone: list(TIMEZONE_VALUES),
  page: z.number().int().min(1).max(MAX_PAGE).optional().describe('From 1 (bad values read as 1).'),
  limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe('Jobs a page (default 10); in the default order up to 2 pinned (sponsored) jobs may sit above them.'),
  sort: z.enum(SORT_VALUES).optional(),
  match: z.enum(MATCH_VALUES).optional().describe('smart (default: typo correction, relaxed matching) or strict.'),
  facets: z.enum(['true']).optional().describe('Also answer the count of each filter value.'),
  country: z.string().optional().describe('ISO 3166-1 alpha-2 code: jobs open to people in that country.'),
  tz: z.string().optional().describe('UTC offset in hours: jobs whose time window includes it.'),
})
const keywordQuerySchema = z.object({ limit: z.number().int().min(1).max(50).optional().describe('Default 5.') })
const tokenQuerySchema = z.object({ token: z.string().describe('The signed token of the link mailed to the address.') })

export type ApiTag = 'Operations' | 'Jobs' | 'Blog' | 'Accounts' | 'Newsletter' | 'Alerts' | 'Commerce' | 'Admin' | 'Reference'

/** One call's contract: what the OpenAPI document says and what the contract test holds the handler to. */
export interface ApiCall {
  tag: ApiTag
  summary: string
  /** Path segments (`:name`), described. */
  params?: Record<string, string>
  query?: z.ZodObject
  /** The body of a state-changing call, and its format. */
  body?: { format: 'json' | 'form' | 'multipart'; schema: z.ZodType }
  /** The successful answer: its status and JSON shape; `null` for an answer that is not JSON (a file, a page, a redirect). */
  answer: { status: number; schema: z.ZodType | null; contentType?: string; description?: string }
  /** The error statuses the call answers with `apiErrorSchema`. */
  errors: number[]
  /** Sign-in the call needs. */
  auth?: 'user' | 'admin'
  /** Exists only with ENABLE_TEST_ENDPOINTS=true; documented only outside production. */
  testOnly?: boolean
}

const ok = (schema: z.ZodType | null, extra: Partial<ApiCall['answer']> = {}) => ({ status: 200, schema, ...extra })
const json = (schema: z.ZodType) => ({ format: 'json' as const, schema })

/** Every /api call, by `METHOD /path` as in the route table (cms/api/routes.ts). */
export const API_CALLS: Record<string, ApiCall> = {
  'GET /api/live': { tag: 'Operations', summary: 'Liveness: the process answers (no database).', answer: ok(z.object({ status: z.literal('live') })), errors: [] },
  'GET /api/health': { tag: 'Operations', summary: 'Health: the database answers a query.', answer: ok(z.object({ status: z.literal('ok'), database: z.literal('up') })), errors: [503] },
  'GET /api/openapi.json': { tag: 'Reference', summary: 'This document (OpenAPI 3.1).', answer: ok(z.record(z.string(), z.unknown())), errors: [] },
  'GET /api/docs': { tag: 'Reference', summary: 'The API reference page (HTML).', answer: ok(null, { contentType: 'text/html' }), errors: [] },

  'GET /api/search': { tag: 'Jobs', summary: 'Search active jobs; with count=true only their number.', query: jobQuerySchema.extend({ count: z.enum(['true']).optional().describe('Answer { count } only.') }), answer: ok(z.union([jobListResponseSchema, searchCountResponseSchema])), errors: [400] },
  'GET /api/jobs': { tag: 'Jobs', summary: 'List active jobs by filters (no free text).', query: jobQuerySchema.omit({ q: true }), answer: ok(jobListResponseSchema), errors: [400] },
  'GET /api/jobs/:slug': { tag: 'Jobs', summary: 'One job.', params: { slug: "The job's slug." }, answer: ok(jobDetailSchema), errors: [400, 404, 410] },
  'POST /api/jobs/:slug/reports': { tag: 'Jobs', summary: 'Report a job (filled, scam, not remote, duplicate, other); reports from three clients hide it until staff review it.', params: { slug: "The job's slug." }, body: json(reportJobRequestSchema), answer: { status: 201, schema: reportJobResponseSchema }, errors: [400, 404, 429] },
  'POST /api/jobs/:slug/beacon': {
    tag: 'Jobs',
    summary: "The job page's count of a view or an apply click: no cookie, nothing about the visitor stored, bots and aggregated jobs answered alike but not counted.",
    params: { slug: "The job's slug." },
    body: json(jobBeaconRequestSchema),
    answer: { status: 204, schema: null, description: 'Received (counted for employers’ own jobs).' },
    errors: [400, 404, 429],
  },
  'GET /api/categories': { tag: 'Jobs', summary: 'Every category.', answer: ok(categoryListSchema), errors: [] },
  'GET /api/categories/:slug': { tag: 'Jobs', summary: "A category with its jobs.", params: { slug: "The category's slug." }, query: jobQuerySchema, answer: ok(categoryPageResponseSchema), errors: [400, 404] },
  'GET /api/locations': { tag: 'Jobs', summary: 'Every location.', answer: ok(locationListSchema), errors: [] },
  'GET /api/locations/:slug': { tag: 'Jobs', summary: 'A location with its jobs.', params: { slug: "The location's slug." }, query: jobQuerySchema, answer: ok(locationPageResponseSchema), errors: [400, 404] },
  'GET /api/remote-jobs-from': { tag: 'Jobs', summary: 'The countries with a "Remote jobs you can do from …" page.', answer: ok(landingCountriesResponseSchema), errors: [] },
  'GET /api/remote-jobs-from/:slug': { tag: 'Jobs', summary: 'The jobs someone living in a country can take: those restricted to places that hold it first, then worldwide ones.', params: { slug: "The country's slug (its English name)." }, query: jobQuerySchema, answer: ok(countryLandingResponseSchema), errors: [400, 404] },
  'GET /api/keywords/jobs': { tag: 'Jobs', summary: 'Keyword pages for job titles.', query: keywordQuerySchema, answer: ok(keywordJobsResponseSchema), errors: [] },
  'GET /api/keywords/locations': { tag: 'Jobs', summary: 'Keyword pages for locations.', query: keywordQuerySchema, answer: ok(keywordLocationsResponseSchema), errors: [] },
  'GET /api/keywords/blogs': { tag: 'Jobs', summary: 'Keyword pages for blog topics.', query: keywordQuerySchema, answer: ok(keywordBlogsResponseSchema), errors: [] },
  'GET /api/brand/:domain': { tag: 'Jobs', summary: "A company's logo, icon, name and colour (Brandfetch).", params: { domain: "The company's domain." }, answer: ok(brandResponseSchema), errors: [400, 404] },

  'GET /api/blog/posts': { tag: 'Blog', summary: 'Published posts, newest first.', answer: ok(blogPostListSchema), errors: [] },
  'GET /api/blog/featured': { tag: 'Blog', summary: 'Featured posts.', answer: ok(blogPostListSchema), errors: [] },
  'GET /api/blog/post/:slug': { tag: 'Blog', summary: 'One post (a draft with a preview token or an editor session and ?preview).', params: { slug: "The post's slug." }, answer: ok(blogPostSchema), errors: [404] },
  'GET /api/pages/:slug': { tag: 'Blog', summary: 'A published page (terms, privacy, contact, ...).', params: { slug: "The page's slug." }, answer: ok(sitePageSchema), errors: [404] },
  'GET /api/toolkit/tools': { tag: 'Blog', summary: "The toolkit's cards.", answer: ok(toolkitToolListSchema), errors: [] },

  'POST /api/auth/check-email': { tag: 'Accounts', summary: 'Whether an address has an account (rate-limited per client).', body: json(emailBodySchema), answer: ok(checkEmailResponseSchema), errors: [400, 429] },
  'POST /api/auth/register': { tag: 'Accounts', summary: 'Create an account and sign in (sets the session cookie).', body: json(registerBodySchema), answer: { status: 201, schema: userResponseSchema }, errors: [400, 409, 429] },
  'POST /api/auth/login': { tag: 'Accounts', summary: 'Sign in (sets the session cookie).', body: json(loginBodySchema), answer: ok(userResponseSchema), errors: [400, 401, 429] },
  'POST /api/auth/register/form': { tag: 'Accounts', summary: "The registration page's form post (works without JavaScript; the action's ?email and ?save are kept): 303 to /profile (or to the job ?save names, saved) with the session cookie, or back to /register with auth_error.", body: { format: 'form', schema: registerBodySchema.extend({ confirmPassword: z.string() }) }, answer: { status: 303, schema: null, description: 'Redirect to where a signed-in user goes, or back to the form with the error.' }, errors: [400, 415] },
  'POST /api/auth/login/form': { tag: 'Accounts', summary: "The sign-in page's form post (works without JavaScript; the action's ?save is kept): 303 to /profile (or to the job ?save names, saved) with the session cookie, or back to /login with auth_error and email.", body: { format: 'form', schema: loginBodySchema }, answer: { status: 303, schema: null, description: 'Redirect to where a signed-in user goes, or back to the form with the error.' }, errors: [400, 415] },
  'POST /api/auth/logout': { tag: 'Accounts', summary: 'End the session and clear the cookie.', answer: ok(successResponseSchema), errors: [] },
  'GET /api/auth/session': { tag: 'Accounts', summary: 'The signed-in user.', auth: 'user', answer: ok(userResponseSchema), errors: [401] },
  'PATCH /api/auth/profile': { tag: 'Accounts', summary: "Change the signed-in user's profile.", auth: 'user', body: json(updateProfileBodySchema), answer: ok(userResponseSchema), errors: [400, 401] },
  'POST /api/auth/change-password': { tag: 'Accounts', summary: 'Change the password (ends the other sessions).', auth: 'user', body: json(changePasswordBodySchema), answer: ok(successResponseSchema), errors: [400, 401] },
  'POST /api/auth/reset-password-request': { tag: 'Accounts', summary: 'Mail a password reset link (same answer for unknown addresses).', body: json(emailBodySchema), answer: ok(resetRequestResponseSchema), errors: [400, 429] },
  'POST /api/auth/reset-password': { tag: 'Accounts', summary: 'Set a new password with the mailed token.', body: json(resetPasswordBodySchema), answer: ok(successResponseSchema), errors: [400] },
  'POST /api/auth/save-job': { tag: 'Accounts', summary: 'Save a job.', auth: 'user', body: json(jobSlugBodySchema), answer: ok(savedJobResponseSchema), errors: [400, 401, 404] },
  'POST /api/auth/unsave-job': { tag: 'Accounts', summary: 'Unsave a job.', auth: 'user', body: json(jobSlugBodySchema), answer: ok(savedJobResponseSchema), errors: [400, 401, 404] },
  'GET /api/saved-jobs': { tag: 'Accounts', summary: "The signed-in user's saved jobs.", auth: 'user', answer: ok(savedJobsResponseSchema), errors: [401] },

  'POST /api/newsletter/subscribe': { tag: 'Newsletter', summary: 'Subscribe an address.', body: json(subscribeRequestSchema), answer: ok(subscribeResponseSchema), errors: [400, 429] },
  'POST /api/newsletter/unsubscribe': { tag: 'Newsletter', summary: 'Unsubscribe: the page posts { token }, mail clients post the one-click form with ?token=.', query: tokenQuerySchema.partial(), body: json(unsubscribeRequestSchema), answer: ok(subscribeResponseSchema), errors: [400] },
  'GET /api/newsletter/unsubscribe': { tag: 'Newsletter', summary: 'Always 405: unsubscribing needs a POST (mail scanners follow links).', answer: { status: 405, schema: apiErrorSchema }, errors: [405] },
  'POST /api/newsletter/confirm': { tag: 'Newsletter', summary: 'Re-activate an unsubscribed address from the mailed link.', body: json(confirmSubscriptionRequestSchema), answer: ok(subscribeResponseSchema), errors: [400] },
  'GET /api/newsletter/test-count': { tag: 'Newsletter', summary: 'The number of active subscribers.', auth: 'admin', answer: ok(subscriberCountSchema), errors: [401, 403] },

  'POST /api/alerts': { tag: 'Alerts', summary: 'Create a job alert (confirmed by mail unless it is the account’s own address).', body: json(createAlertRequestSchema), answer: { status: 201, schema: alertMessageResponseSchema }, errors: [400, 429] },
  'POST /api/alerts/form': { tag: 'Alerts', summary: "The new-alert page's form post (works without JavaScript): 303 back to the page with created=pending|active, or with alert_error.", body: { format: 'form', schema: createAlertRequestSchema }, answer: { status: 303, schema: null, description: 'Redirect to /alerts/new with the outcome or the error.' }, errors: [400, 415] },
  'GET /api/alerts': { tag: 'Alerts', summary: "The signed-in user's alerts.", auth: 'user', answer: ok(alertListResponseSchema), errors: [401] },
  'PATCH /api/alerts/:id': { tag: 'Alerts', summary: 'Change the frequency of an own alert.', auth: 'user', params: { id: "The alert's id." }, body: json(updateAlertRequestSchema), answer: ok(alertResponseSchema), errors: [400, 401, 404] },
  'DELETE /api/alerts/:id': { tag: 'Alerts', summary: 'Delete an own alert.', auth: 'user', params: { id: "The alert's id." }, answer: ok(alertMessageResponseSchema), errors: [401, 404] },
  'POST /api/alerts/confirm': { tag: 'Alerts', summary: 'Confirm an alert from the mailed link.', body: json(confirmAlertRequestSchema), answer: ok(confirmAlertResponseSchema), errors: [400] },
  'GET /api/alerts/manage': { tag: 'Alerts', summary: 'An alert, by the manage link of its e-mails.', query: tokenQuerySchema, answer: ok(alertResponseSchema), errors: [400, 404] },
  'PATCH /api/alerts/manage': { tag: 'Alerts', summary: 'Change an alert by its manage link.', query: tokenQuerySchema, body: json(updateAlertRequestSchema), answer: ok(alertResponseSchema), errors: [400, 404] },
  'DELETE /api/alerts/manage': { tag: 'Alerts', summary: 'Delete an alert by its manage link.', query: tokenQuerySchema, answer: ok(alertMessageResponseSchema), errors: [400, 404] },
  'POST /api/alerts/unsubscribe': { tag: 'Alerts', summary: 'One-click unsubscribe (RFC 8058) from an alert e-mail.', query: tokenQuerySchema, answer: ok(alertMessageResponseSchema), errors: [400] },
  'GET /api/alerts/unsubscribe': { tag: 'Alerts', summary: 'Always 405: unsubscribing needs a POST (mail scanners follow links).', answer: { status: 405, schema: apiErrorSchema }, errors: [405] },

  'GET /api/stripe/config': { tag: 'Commerce', summary: 'The publishable key for Stripe.js.', answer: ok(stripeConfigResponseSchema), errors: [503] },
  'POST /api/stripe/webhook': { tag: 'Commerce', summary: "Stripe's event deliveries, verified on the raw body.", answer: ok(z.object({ received: z.boolean() }).loose()), errors: [400, 503] },
  'POST /api/checkout/create-checkout-session': { tag: 'Commerce', summary: 'Start a Stripe Checkout for the guide.', body: json(createCheckoutSessionRequestSchema), answer: ok(checkoutSessionResponseSchema), errors: [400, 503] },
  'POST /api/checkout/confirm-success': { tag: 'Commerce', summary: 'Confirm a paid checkout and get the download link.', body: json(confirmSuccessRequestSchema), answer: ok(confirmSuccessResponseSchema), errors: [400, 403, 503] },
  'POST /api/public-checkout/create-session': { tag: 'Commerce', summary: "The sales page's form post: 303 to Stripe Checkout, or back with checkout_error.", body: { format: 'form', schema: z.object({ email: z.string(), return_to: z.string().optional() }) }, answer: { status: 303, schema: null, description: 'Redirect to Stripe Checkout or back to the page.' }, errors: [400, 415] },
  'GET /api/guide/download/:file': { tag: 'Commerce', summary: "The guide PDF for its buyer (the mailed signed link).", params: { file: '{token}.pdf' }, query: z.object({ email: z.string(), session: z.string() }), answer: ok(null, { contentType: 'application/pdf' }), errors: [403, 404] },
  'HEAD /api/guide/download/:file': { tag: 'Commerce', summary: 'Always 405 (a link checker must not count as a download).', params: { file: '{token}.pdf' }, answer: { status: 405, schema: null }, errors: [] },
  'POST /api/notion-templates/send-invites': { tag: 'Commerce', summary: 'Send the Notion template invites of a paid order.', body: json(sendInvitesRequestSchema), answer: ok(sendInvitesResponseSchema), errors: [400, 403] },
  'GET /api/job-posts/tiers': { tag: 'Commerce', summary: "The job post tiers: label, days and price (US cents), as admins set them.", answer: ok(jobPostTierListSchema), errors: [] },
  'POST /api/job-posts': { tag: 'Commerce', summary: "An employer's job post, stored as a draft (never public); the manage link is mailed to the contact. A 400 names each bad field (`fields`).", body: json(createJobPostRequestSchema), answer: { status: 201, schema: createJobPostResponseSchema }, errors: [400, 413, 429] },
  'GET /api/job-posts/manage': { tag: 'Commerce', summary: 'The post a manage token belongs to: state, fields, job, views and apply clicks per day.', query: z.object({ token: z.string().describe("The token of the post's manage link.") }), answer: ok(jobPostManageSchema), errors: [400, 403] },
  'PATCH /api/job-posts/:id': { tag: 'Commerce', summary: "Edit a post with its token: in place until it is live; a live post's edit waits for staff while the job stays as it was.", params: { id: "The post's id." }, body: json(updateJobPostRequestSchema), answer: ok(jobPostManageSchema), errors: [400, 403, 404, 409] },
  'POST /api/job-posts/:id/checkout': { tag: 'Commerce', summary: 'Stripe Checkout for a post: its first payment, or on a live or ended post more days of its tier or a higher tier from now.', params: { id: "The post's id." }, body: json(jobPostCheckoutRequestSchema), answer: ok(jobPostCheckoutResponseSchema), errors: [400, 403, 404, 409, 502, 503] },
  'POST /api/job-posts/:id/close': { tag: 'Commerce', summary: 'Close a post early: it ends and its job expires.', params: { id: "The post's id." }, body: json(jobPostTokenRequestSchema), answer: ok(jobPostManageSchema), errors: [400, 403, 404, 409] },
  'POST /api/job-posts/:id/logo': { tag: 'Commerce', summary: "Upload the company logo (multipart `token` and `file`: PNG, JPEG or WebP, checked by its bytes, at most 512 KB).", params: { id: "The post's id." }, body: { format: 'multipart', schema: z.object({ token: z.string(), file: z.string().describe('The image file.') }) }, answer: ok(jobPostLogoResponseSchema), errors: [400, 403, 404, 413, 415] },
  'POST /api/test/simulate-purchase': { tag: 'Commerce', summary: 'Test only: a paid order without Stripe.', body: json(simulatePurchaseRequestSchema), answer: ok(simulatePurchaseResponseSchema), errors: [400, 404], testOnly: true },

  'GET /api/admin/api-config': { tag: 'Admin', summary: 'The job-data integrations.', auth: 'admin', answer: ok(apiConfigResponseSchema), errors: [401, 403] },
  'POST /api/admin/api-config': { tag: 'Admin', summary: 'Turn integrations on or off.', auth: 'admin', body: json(apiConfigUpdateSchema), answer: ok(apiConfigResponseSchema), errors: [400, 401, 403] },
  'GET /api/admin/api-status': { tag: 'Admin', summary: "Whether each provider's API answers.", auth: 'admin', answer: ok(apiStatusResponseSchema), errors: [401, 403] },
  'GET /api/admin/ingest': { tag: 'Admin', summary: 'The latest ingestion runs.', auth: 'admin', answer: ok(ingestResponseSchema), errors: [401, 403] },
  'POST /api/admin/ingest': { tag: 'Admin', summary: 'Run ingestion now (one provider or all enabled).', auth: 'admin', body: json(ingestRequestSchema), answer: ok(ingestResponseSchema), errors: [400, 401, 403] },
  'GET /api/admin/link-check': { tag: 'Admin', summary: "The apply-link checker's figures: checked, working, dead, unknown, expired by the checker, and the last pass.", auth: 'admin', answer: ok(linkCheckOverviewSchema), errors: [401, 403] },
  'POST /api/admin/link-check': { tag: 'Admin', summary: 'Start a link-check pass now (it runs for minutes).', auth: 'admin', answer: { status: 202, schema: linkCheckQueuedSchema }, errors: [401, 403] },
  'GET /api/admin/guide-info': { tag: 'Admin', summary: 'The stored guide PDF.', auth: 'admin', answer: ok(guideInfoSchema), errors: [401, 403] },
  'GET /api/admin/guide-file': { tag: 'Admin', summary: 'The stored guide PDF itself (preview).', auth: 'admin', answer: ok(null, { contentType: 'application/pdf' }), errors: [401, 403, 404] },
  'POST /api/admin/upload-guide': { tag: 'Admin', summary: 'Upload the guide PDF (field guideFile, at most 25 MB).', auth: 'admin', body: { format: 'multipart', schema: z.object({ guideFile: z.string().describe('The PDF file.') }) }, answer: ok(uploadGuideResponseSchema), errors: [400, 401, 403, 413] },
}
