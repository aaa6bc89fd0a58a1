import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { companyListResponseSchema, companyPageResponseSchema } from '@cms/contract/companies'
import { apiConfigResponseSchema, apiStatusResponseSchema, guideInfoSchema, ingestResponseSchema, uploadGuideResponseSchema } from '@cms/contract/admin'
import { checkEmailResponseSchema, resetRequestResponseSchema, resetTokenStateSchema, savedJobResponseSchema, savedJobsResponseSchema, successResponseSchema, userResponseSchema } from '@cms/contract/accounts'
import { alertListResponseSchema, alertMessageResponseSchema, alertResponseSchema, confirmAlertResponseSchema } from '@cms/contract/alerts'
import { blogPostListSchema, blogPostSchema } from '@cms/contract/blog'
import { checkoutSessionResponseSchema, confirmSuccessResponseSchema, sendInvitesResponseSchema, simulatePurchaseResponseSchema, stripeConfigResponseSchema } from '@cms/contract/commerce'
import {
  brandResponseSchema,
  categoryPageResponseSchema,
  jobDetailSchema,
  jobListResponseSchema,
  keywordBlogsResponseSchema,
  keywordJobsResponseSchema,
  keywordLocationsResponseSchema,
  locationPageResponseSchema,
  searchCountResponseSchema,
} from '@cms/contract/jobs'
import { companyClaimViewSchema } from '@cms/contract/companyClaims'
import { createJobPostResponseSchema, jobPostCheckoutResponseSchema, jobPostLogoResponseSchema, jobPostManageSchema, jobPostTierListSchema } from '@cms/contract/jobPosts'
import { subscribeResponseSchema, subscriberCountSchema } from '@cms/contract/newsletter'
import { categoryListSchema, locationListSchema } from '@cms/contract/taxonomy'
import { toolkitToolListSchema } from '@cms/contract/toolkit'
import { sitePageSchema } from '@cms/contract/pages'
import { accountExportSchema, deleteAccountResponseSchema } from '@cms/contract/accountData'
import { contactResponseSchema } from '@cms/contract/contact'
import { poolOf } from '@cms/lib/sql'
import { createManageToken } from '@cms/domain/alerts/tokens'
import { newLinkToken } from '@cms/lib/linkTokens'
import { createUnsubscribeToken } from '@cms/domain/newsletter/unsubscribeToken'
import { api, cookieFrom, uniqueEmail, type CallResult } from '../security/calls'
import { startFakeProviders, useFakeProviders, type FakeProviders } from '../support/fakeProviders'
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe'
import { samplePdf } from '../support/samplePdf'
import { createTestUser, getTestPayload } from './helpers'
import { recordServedAnswers, served, type ServedPath } from '../support/servedApi'
import { createDocumentCheck } from '../support/documentCheck'
import { API_CALLS } from '@cms/api/calls'

const apiConfig = served('/api/admin/api-config')
const apiStatus = served('/api/admin/api-status')
const guideInfo = served('/api/admin/guide-info')
const ingest = served('/api/admin/ingest')
const uploadGuide = served('/api/admin/upload-guide')
const alertById = served('/api/alerts/:id')
const alertConfirm = served('/api/alerts/confirm')
const alertManage = served('/api/alerts/manage')
const alerts = served('/api/alerts')
const alertForm = served('/api/alerts/form')
const alertUnsubscribe = served('/api/alerts/unsubscribe')
const changePassword = served('/api/auth/change-password')
const accountExport = served('/api/auth/export')
const deleteAccount = served('/api/auth/delete-account')
const contact = served('/api/contact')
const contactForm = served('/api/contact/form')
const checkEmail = served('/api/auth/check-email')
const login = served('/api/auth/login')
const logout = served('/api/auth/logout')
const profile = served('/api/auth/profile')
const register = served('/api/auth/register')
const resetPasswordRequest = served('/api/auth/reset-password-request')
const resetPassword = served('/api/auth/reset-password')
const resetPasswordCheck = served('/api/auth/reset-password/check')
const saveJob = served('/api/auth/save-job')
const session = served('/api/auth/session')
const unsaveJob = served('/api/auth/unsave-job')
const blogFeatured = served('/api/blog/featured')
const blogPost = served('/api/blog/post/:slug')
const blogPosts = served('/api/blog/posts')
const brand = served('/api/brand/:domain')
const categoryPage = served('/api/categories/:slug')
const categories = served('/api/categories')
const companies = served('/api/companies')
const companyPage = served('/api/companies/:slug')
const confirmSuccess = served('/api/checkout/confirm-success')
const createCheckoutSession = served('/api/checkout/create-checkout-session')
const jobBySlug = served('/api/jobs/:slug')
const jobPostTiers = served('/api/job-posts/tiers')
const jobPosts = served('/api/job-posts')
const jobPostManage = served('/api/job-posts/manage')
const jobPostById = served('/api/job-posts/:id')
const jobPostCheckout = served('/api/job-posts/:id/checkout')
const jobPostClose = served('/api/job-posts/:id/close')
const jobPostLogo = served('/api/job-posts/:id/logo')
const jobPostCompany = served('/api/job-posts/:id/company')
const jobBeacon = served('/api/jobs/:slug/beacon')
const jobs = served('/api/jobs')
const keywordBlogs = served('/api/keywords/blogs')
const keywordJobs = served('/api/keywords/jobs')
const keywordLocations = served('/api/keywords/locations')
const locationPage = served('/api/locations/:slug')
const locations = served('/api/locations')
const newsletterConfirm = served('/api/newsletter/confirm')
const subscribe = served('/api/newsletter/subscribe')
const subscriberCount = served('/api/newsletter/test-count')
const newsletterUnsubscribe = served('/api/newsletter/unsubscribe')
const sendInvites = served('/api/notion-templates/send-invites')
const publicCheckout = served('/api/public-checkout/create-session')
const savedJobs = served('/api/saved-jobs')
const search = served('/api/search')
const stripeConfig = served('/api/stripe/config')
const simulatePurchase = served('/api/test/simulate-purchase')
const toolkitTools = served('/api/toolkit/tools')
const sitePage = served('/api/pages/:slug')
const openApi = served('/api/openapi.json')
/** Every answer of the walk, checked against the served document at the end. */
const walkAnswers = recordServedAnswers()

/**
 * Walks every documented /api call against the real route handlers (real Payload, real PostgreSQL) and
 * parses each answer with its schema from cms/contract, so a handler and the contract the SPA relies on
 * cannot drift apart. The last test checks that no route handler is left out of the walk.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

const declared = (method: string, path: string) => API_CALLS.find((entry) => entry.method === method && entry.path === path)!

/** Method and path of each route of the table walked below ('GET /api/jobs/:slug'). */
const walked = new Set<string>()

async function call<S extends z.ZodType>(
  handlers: ServedPath,
  method: Method,
  url: string,
  schema: S,
  options: Parameters<typeof api>[3] = {},
): Promise<z.infer<S>> {
  walked.add(`${method} ${handlers.path}`)
  const result: CallResult = await api(handlers[method] as Parameters<typeof api>[0], method, url, options)
  expect(result.status, `${method} ${url}: ${result.text}`).toBeLessThan(300)
  const parsed = schema.safeParse(result.body)
  expect(parsed.error?.issues, `${method} ${url} against its contract schema`).toBeUndefined()
  // The OpenAPI document (/api/openapi.json) is built from this entry: the answer must be what it says.
  const documented = declared(method, handlers.path).answer
  expect(result.status, `${method} ${url}: the documented status`).toBe(documented.status)
  expect(documented.schema?.safeParse(result.body).error?.issues, `${method} ${url} against its declared schema`).toBeUndefined()
  return parsed.data as z.infer<S>
}

/** A browser form post of the table: its documented answer is a redirect (303) to the page that shows the result. */
async function formPost(handlers: ServedPath, url: string, fields: Record<string, string>): Promise<string> {
  walked.add(`POST ${handlers.path}`)
  const result = await api(handlers.POST as Parameters<typeof api>[0], 'POST', url, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(result.status, `POST ${url}: the documented status`).toBe(declared('POST', handlers.path).answer.status)
  return result.headers.get('location') ?? ''
}

/**
 * Calls not walked here, with where they are tested instead: most answer no JSON shape of the contract; the company
 * claim's calls need a post paid and approved and a link from the mail sink, and their answers are checked against
 * their declarations by the entry in that test.
 */
const NOT_WALKED: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself (cms/api/openapi.test.ts)',
  'GET /api/docs': 'the reference page, HTML (tests/integration/server.test.ts)',
  'GET /api/docs/reference.js': "the reference page's script, Scalar's bundle (tests/integration/server.test.ts)",
  'POST /api/mcp': 'the MCP endpoint, through the SDK client (tests/integration/mcp.test.ts)',
  'GET /api/live': 'the liveness probe (tests/integration/server.test.ts)',
  'GET /api/health': 'the operations probe (tests/integration/server.test.ts)',
  'GET /api/remote-jobs-from': 'the landing countries, parsed by their schema (tests/integration/countryLanding.test.ts)',
  'GET /api/remote-jobs-from/:slug': 'a landing page, parsed by its schema (tests/integration/countryLanding.test.ts)',
  'GET /api/salary-distribution': "a landing page's salary quartiles, parsed by their schema (tests/integration/salaryDistribution.test.ts)",
  'POST /api/auth/register/form': 'a form post answered by a 303 (tests/integration/authForms.test.ts)',
  'POST /api/auth/login/form': 'a form post answered by a 303 (tests/integration/authForms.test.ts)',
  'POST /api/jobs/:slug/reports': 'hides the job it reports after three clients (tests/integration/reports.test.ts)',
  'GET /api/admin/link-check': 'reads what a link-check pass left (tests/integration/linkCheck.test.ts)',
  'POST /api/admin/link-check': 'queues a link-check pass (tests/integration/linkCheck.test.ts)',
  'GET /api/admin/guide-file': 'answers the PDF itself (tests/integration/admin.test.ts)',
  'GET /api/guide/download/:file': 'answers the PDF itself (tests/integration/commerce.test.ts)',
  'HEAD /api/guide/download/:file': 'always 405 (tests/integration/commerce.test.ts)',
  'POST /api/stripe/webhook': "Stripe's own call, answered for Stripe (tests/integration/commerce.test.ts)",
  'GET /api/alerts/unsubscribe': 'always 405: mail scanners follow links (tests/integration/alerts.test.ts)',
  'GET /api/newsletter/unsubscribe': 'always 405: mail scanners follow links (tests/integration/newsletter.test.ts)',
  'POST /api/job-posts/:id/company/claim': 'needs a paid, approved post (tests/integration/companyClaims.test.ts)',
  'POST /api/company-claims/confirm': 'needs the mailed link (tests/integration/companyClaims.test.ts)',
  'POST /api/company-claims/confirm/form': 'a form post answered by a 303 (tests/integration/companyClaims.test.ts)',
  'PATCH /api/job-posts/:id/company': 'needs a confirmed claim (tests/integration/companyClaims.test.ts)',
  'GET /api/admin/job-boards': "lists the boards with their runs' health (tests/integration/jobBoards.test.ts)",
  'POST /api/admin/job-boards': 'adds a board from a careers URL: 201, 400, 409 (tests/integration/jobBoards.test.ts)',
  'PATCH /api/admin/job-boards/:id': "switches a board on or off; off expires its jobs (tests/integration/jobBoards.test.ts)",
  'DELETE /api/admin/job-boards/:id': 'removes a board and expires its jobs (tests/integration/jobBoards.test.ts)',
  'GET /api/job-posts/:id/company/job-boards': "needs a confirmed claim: the claimed company's boards (tests/integration/companyClaims.test.ts)",
  'POST /api/job-posts/:id/company/job-boards': 'needs a confirmed claim: connects a board (tests/integration/companyClaims.test.ts)',
  'GET /api/admin/job-post-review': 'reads the free-review setting, admins only (tests/integration/jobPostFreeReview.test.ts)',
  'POST /api/admin/job-post-review': 'sets the free-review setting, admins only (tests/integration/jobPostFreeReview.test.ts)',
  'POST /api/job-posts/:id/review': 'needs payments off and free review on (tests/integration/jobPostFreeReview.test.ts)',
  'GET /api/job-posts/:id/logo': "answers the image itself, for the manage view's signed address (tests/integration/jobPostHeldLogo.test.ts)",
}

const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', 'NOTION_TEMPLATE_URL', 'ENABLE_TEST_ENDPOINTS', 'BRANDFETCH_API_KEY'] as const
let stripe: FakeStripe
let providers: FakeProviders
let restoreProviders: () => void
let user: Awaited<ReturnType<typeof createTestUser>>
let admin: Awaited<ReturnType<typeof createTestUser>>
let jobSlug: string
let postSlug: string
let secret: string

beforeAll(async () => {
  stripe = await startFakeStripe()
  providers = await startFakeProviders()
  restoreProviders = useFakeProviders(providers)
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_fake_contract',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_contract',
    STRIPE_API_BASE: stripe.url,
    NOTION_TEMPLATE_URL: 'https://www.notion.so/templates/nomad-contract',
    ENABLE_TEST_ENDPOINTS: 'true',
    BRANDFETCH_API_KEY: 'contract-test-key',
  })
  user = await createTestUser('user')
  admin = await createTestUser('admin')
  const payload = await getTestPayload()
  secret = payload.secret
  const job = await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 1, depth: 0, overrideAccess: true })
  jobSlug = job.docs[0]!.slug!
  const post = await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })
  postSlug = post.docs[0]!.slug!
})

afterAll(async () => {
  for (const key of STRIPE_ENV) delete process.env[key]
  restoreProviders()
  await Promise.all([stripe.close(), providers.close()])
})

describe('every documented call answers the shape its contract schema declares', () => {
  it('jobs, search, taxonomy and keywords', async () => {
    // The declared examples' queries (the reference's "try it"), so the recorded answers are theirs: each lists jobs.
    const exampleQuery = (path: string) => new URLSearchParams(declared('GET', path).example).toString()
    const list = await call(jobs, 'GET', `/api/jobs?${exampleQuery('/api/jobs')}`, jobListResponseSchema)
    expect(list.jobs.length).toBeGreaterThan(0)
    await call(jobBySlug, 'GET', `/api/jobs/${jobSlug}`, jobDetailSchema)
    // 204 with no body (what it counts: tests/integration/beacon.test.ts).
    await call(jobBeacon, 'POST', `/api/jobs/${jobSlug}/beacon`, z.null(), { json: { event: 'view' } })
    const found = await call(search, 'GET', `/api/search?${exampleQuery('/api/search')}`, jobListResponseSchema)
    expect(found.jobs.length, 'the search example lists jobs').toBeGreaterThan(0)
    await call(search, 'GET', '/api/search?q=developer&type=full-time', jobListResponseSchema)
    await call(search, 'GET', '/api/search?q=developer&count=true', searchCountResponseSchema)
    const categoryList = await call(categories, 'GET', '/api/categories', categoryListSchema)
    const locationList = await call(locations, 'GET', '/api/locations', locationListSchema)
    const category = categoryList[0]!.slug
    const location = locationList[0]!.slug
    await call(categoryPage, 'GET', `/api/categories/${category}?limit=3`, categoryPageResponseSchema)
    await call(locationPage, 'GET', `/api/locations/${location}?limit=3`, locationPageResponseSchema)
    const companyList = await call(companies, 'GET', '/api/companies', companyListResponseSchema)
    await call(companyPage, 'GET', `/api/companies/${companyList.companies[0]!.slug}?limit=3`, companyPageResponseSchema)
    await call(keywordJobs, 'GET', '/api/keywords/jobs?limit=5', keywordJobsResponseSchema)
    await call(keywordLocations, 'GET', '/api/keywords/locations?limit=5', keywordLocationsResponseSchema)
    await call(keywordBlogs, 'GET', '/api/keywords/blogs?limit=5', keywordBlogsResponseSchema)
  })

  it('brand (Brandfetch answered by a stub)', async () => {
    const brandfetch = vi.fn(async () => Response.json({ name: 'Acme', logos: [{ type: 'logo', formats: [{ format: 'svg', src: 'https://cdn.example/acme.svg' }] }], colors: [] }))
    vi.stubGlobal('fetch', brandfetch)
    try {
      const answer = await call(brand, 'GET', '/api/brand/acme-contract.example', brandResponseSchema)
      expect(answer.logo).toBe('https://cdn.example/acme.svg')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('site pages', async () => {
    await call(sitePage, 'GET', '/api/pages/privacy', sitePageSchema)
  })

  it('blog and toolkit', async () => {
    await call(blogPosts, 'GET', '/api/blog/posts', blogPostListSchema)
    await call(blogFeatured, 'GET', '/api/blog/featured', blogPostListSchema)
    await call(blogPost, 'GET', `/api/blog/post/${postSlug}`, blogPostSchema)
    await call(toolkitTools, 'GET', '/api/toolkit/tools', toolkitToolListSchema)
  })

  it('accounts: register, session, profile, saved jobs, passwords, logout', async () => {
    const email = uniqueEmail('contract')
    const password = 'contract-horse-battery'
    await call(checkEmail, 'POST', '/api/auth/check-email', checkEmailResponseSchema, { json: { email } })
    const registering = { email, password, username: 'contract' }
    const registered = await api(register.POST, 'POST', '/api/auth/register', { json: registering })
    walked.add('POST /api/auth/register')
    expect(registered.status).toBe(201)
    expect(userResponseSchema.safeParse(registered.body).error).toBeUndefined()
    const cookie = cookieFrom(await api(login.POST, 'POST', '/api/auth/login', { json: { email, password } }))
    await call(login, 'POST', '/api/auth/login', userResponseSchema, { json: { email, password } })
    await call(session, 'GET', '/api/auth/session', userResponseSchema, { cookie })
    await call(profile, 'PATCH', '/api/auth/profile', userResponseSchema, { cookie, json: { fullName: 'Contract Person', gender: 'other' } })
    await call(saveJob, 'POST', '/api/auth/save-job', savedJobResponseSchema, { cookie, json: { jobSlug } })
    const saved = await call(savedJobs, 'GET', '/api/saved-jobs', savedJobsResponseSchema, { cookie })
    expect(saved.jobs.map((j) => j.slug)).toEqual([jobSlug])
    await call(unsaveJob, 'POST', '/api/auth/unsave-job', savedJobResponseSchema, { cookie, json: { jobSlug } })
    const newPassword = 'contract-horse-battery-2'
    await call(changePassword, 'POST', '/api/auth/change-password', successResponseSchema, {
      cookie,
      json: { currentPassword: password, newPassword, confirmPassword: newPassword },
    })
    await call(logout, 'POST', '/api/auth/logout', successResponseSchema, { cookie })
  })

  it('account data and contact: export, delete, a message as JSON and as a form post', async () => {
    const leaving = await createTestUser('user')
    await call(accountExport, 'GET', '/api/auth/export', accountExportSchema, { cookie: leaving.cookie })
    await call(deleteAccount, 'POST', '/api/auth/delete-account', deleteAccountResponseSchema, { cookie: leaving.cookie, json: { password: leaving.password } })
    const message = { name: 'Contract Person', email: uniqueEmail('contract-contact'), topic: 'general', message: 'A message to walk the contact call.' }
    await call(contact, 'POST', '/api/contact', contactResponseSchema, { json: message })
    expect(await formPost(contactForm, '/api/contact/form', message)).toBe('/contact?contact=sent#contact-form')
  })

  it('password reset (the development switch puts the token in the answer)', async () => {
    // Its own user: a reset ends every session of the account.
    const forgetful = await createTestUser('user')
    process.env.EXPOSE_RESET_TOKEN = 'true'
    try {
      const requested = await call(resetPasswordRequest, 'POST', '/api/auth/reset-password-request', resetRequestResponseSchema, {
        json: { email: forgetful.email },
      })
      expect(requested.token).toBeTruthy()
      const before = await call(resetPasswordCheck, 'POST', '/api/auth/reset-password/check', resetTokenStateSchema, { json: { token: requested.token } })
      expect(before.valid).toBe(true)
      const newPassword = 'reset-horse-battery-3'
      await call(resetPassword, 'POST', '/api/auth/reset-password', successResponseSchema, {
        json: { token: requested.token, newPassword, confirmPassword: newPassword },
      })
      const after = await call(resetPasswordCheck, 'POST', '/api/auth/reset-password/check', resetTokenStateSchema, { json: { token: requested.token } })
      expect(after.valid).toBe(false)
    } finally {
      delete process.env.EXPOSE_RESET_TOKEN
    }
  })

  it('newsletter: subscribe, unsubscribe, confirm again, count', async () => {
    const email = uniqueEmail('contract-news')
    await call(subscribe, 'POST', '/api/newsletter/subscribe', subscribeResponseSchema, { json: { email } })
    const unsubscribeToken = createUnsubscribeToken(secret, email)
    await call(newsletterUnsubscribe, 'POST', '/api/newsletter/unsubscribe', subscribeResponseSchema, { json: { token: unsubscribeToken } })
    // Confirmation links are only mailed; after subscribing anew, the test gives the address a link it knows.
    await call(subscribe, 'POST', '/api/newsletter/subscribe', subscribeResponseSchema, { json: { email } })
    const link = newLinkToken()
    await poolOf(await getTestPayload()).query(
      `INSERT INTO newsletter_confirm_links (token_hash, subscriber_id, expires_at) SELECT $1, id, now() + interval '1 day' FROM subscribers WHERE email = $2`,
      [link.hash, email],
    )
    await call(newsletterConfirm, 'POST', '/api/newsletter/confirm', subscribeResponseSchema, { json: { token: link.token } })
    await call(subscriberCount, 'GET', '/api/newsletter/test-count', subscriberCountSchema, { cookie: admin.cookie })
  })

  it('alerts: create, confirm, list, change, manage by token, unsubscribe', async () => {
    const payload = await getTestPayload()
    /** Confirmation tokens are only mailed; the test gives an alert's pending confirmation one it knows. */
    const knownConfirmToken = async (email: string) => {
      const { token, hash } = newLinkToken()
      const { rows } = await poolOf(payload).query<{ id: number }>('UPDATE job_alerts SET confirm_token_hash = $1 WHERE email = $2 RETURNING id', [hash, email])
      return { token, id: rows[0]!.id }
    }
    // The account's own address: pending until the mail's link proves it, then listed and changed through the session.
    await call(alerts, 'POST', '/api/alerts', alertMessageResponseSchema, { cookie: user.cookie, json: { email: user.email, frequency: 'daily', q: 'contract' } })
    const own = await knownConfirmToken(user.email)
    await call(alertConfirm, 'POST', '/api/alerts/confirm', confirmAlertResponseSchema, { json: { token: own.token } })
    const list = await call(alerts, 'GET', '/api/alerts', alertListResponseSchema, { cookie: user.cookie })
    expect(list.alerts.map((alert) => alert.id)).toEqual([own.id])
    await call(alertById, 'PATCH', `/api/alerts/${own.id}`, alertResponseSchema, { cookie: user.cookie, json: { frequency: 'weekly' } })
    await call(alertById, 'DELETE', `/api/alerts/${own.id}`, alertMessageResponseSchema, { cookie: user.cookie })

    // Without a session: managed through the signed link of the alert's e-mails.
    const email = uniqueEmail('contract-alert')
    await call(alerts, 'POST', '/api/alerts', alertMessageResponseSchema, { json: { email, frequency: 'instant', q: 'contract' } })
    const { id } = await knownConfirmToken(email)
    const manageToken = encodeURIComponent(createManageToken(secret, id))
    await call(alertManage, 'GET', `/api/alerts/manage?token=${manageToken}`, alertResponseSchema)
    await call(alertManage, 'PATCH', `/api/alerts/manage?token=${manageToken}`, alertResponseSchema, { json: { frequency: 'daily' } })
    await call(alertManage, 'DELETE', `/api/alerts/manage?token=${manageToken}`, alertMessageResponseSchema)
    await call(alertUnsubscribe, 'POST', `/api/alerts/unsubscribe?token=${manageToken}`, alertMessageResponseSchema)

    // The new-alert page's form post (no JavaScript): a redirect to the page with the outcome.
    expect(await formPost(alertForm, '/api/alerts/form', { email: uniqueEmail('contract-form'), frequency: 'weekly', q: 'contract' })).toBe('/alerts/new?q=contract&created=pending')
  })

  it('commerce: Stripe config, checkout, confirmation, simulated purchase, Notion invites', async () => {
    await call(stripeConfig, 'GET', '/api/stripe/config', stripeConfigResponseSchema)
    const email = uniqueEmail('contract-buyer')
    const checkout = await call(createCheckoutSession, 'POST', '/api/checkout/create-checkout-session', checkoutSessionResponseSchema, {
      json: { email },
    })
    expect(await formPost(publicCheckout, '/api/public-checkout/create-session', { email })).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`))
    await call(confirmSuccess, 'POST', '/api/checkout/confirm-success', confirmSuccessResponseSchema, { json: { sessionId: checkout.sessionId, email } })
    const simulated = await call(simulatePurchase, 'POST', '/api/test/simulate-purchase', simulatePurchaseResponseSchema, { json: { email } })
    await call(sendInvites, 'POST', '/api/notion-templates/send-invites', sendInvitesResponseSchema, {
      json: { email, session_id: simulated.sessionId },
    })
  })

  it('job posts: tiers, create, manage, edit, checkout, logo, close', async () => {
    await call(jobPostTiers, 'GET', '/api/job-posts/tiers', jobPostTierListSchema)
    const category = (await call(categories, 'GET', '/api/categories', categoryListSchema))[0]!.slug
    const fields = {
      company: { name: 'Contract Co', website: 'https://contract.example' },
      title: 'Contract Engineer',
      category,
      type: 'contract',
      experienceLevel: 'mid',
      description: '<p>A contract role to walk every job-post call of the table, described at more than one hundred characters of text.</p>',
      applyUrl: 'https://contract.example/apply',
      salaryMin: 60000,
      salaryMax: 80000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      locationText: 'Worldwide',
    }
    const created = await call(jobPosts, 'POST', '/api/job-posts', createJobPostResponseSchema, { json: { ...fields, tier: 'standard', contactEmail: uniqueEmail('contract-employer') } })
    const { id, token } = created
    await call(jobPostManage, 'GET', `/api/job-posts/manage?token=${encodeURIComponent(token)}`, jobPostManageSchema)
    await call(jobPostById, 'PATCH', `/api/job-posts/${id}`, jobPostManageSchema, { json: { ...fields, title: 'Contract Engineer II', token } })
    await call(jobPostCheckout, 'POST', `/api/job-posts/${id}/checkout`, jobPostCheckoutResponseSchema, { json: { token } })
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0f766e' } }).png().toBuffer()
    const form = new FormData()
    form.set('token', token)
    form.set('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
    await call(jobPostLogo, 'POST', `/api/job-posts/${id}/logo`, jobPostLogoResponseSchema, { body: form })
    // An unpaid post's company: none yet, and the reason it cannot be claimed.
    await call(jobPostCompany, 'GET', `/api/job-posts/${id}/company?token=${encodeURIComponent(token)}`, companyClaimViewSchema)
    await call(jobPostClose, 'POST', `/api/job-posts/${id}/close`, jobPostManageSchema, { json: { token } })
  })

  it('admin: integrations, ingestion, guide upload and info', async () => {
    const cookie = admin.cookie
    const config = await call(apiConfig, 'GET', '/api/admin/api-config', apiConfigResponseSchema, { cookie })
    const enabled = config.providers.map(({ id, enabled }) => ({ id, enabled }))
    await call(apiConfig, 'POST', '/api/admin/api-config', apiConfigResponseSchema, { cookie, json: { providers: enabled } })
    await call(apiStatus, 'GET', '/api/admin/api-status', apiStatusResponseSchema, { cookie })
    providers.set('remoteok', { body: [{ legal: 'notice' }] })
    await call(ingest, 'POST', '/api/admin/ingest', ingestResponseSchema, { cookie, json: { provider: 'remoteok' } })
    await call(ingest, 'GET', '/api/admin/ingest', ingestResponseSchema, { cookie })
    const pdf = samplePdf('Contract test guide')
    const form = new FormData()
    form.set('guideFile', new File([new Uint8Array(pdf)], 'guide.pdf', { type: 'application/pdf' }))
    await call(uploadGuide, 'POST', '/api/admin/upload-guide', uploadGuideResponseSchema, { cookie, body: form })
    await call(guideInfo, 'GET', '/api/admin/guide-info', guideInfoSchema, { cookie })
  })

  it('every answer of the walk is one the served /api/openapi.json describes (ajv)', async () => {
    const answers = [...walkAnswers]
    const document = (await api(openApi.GET, 'GET', '/api/openapi.json')).body
    const check = createDocumentCheck(document)
    for (const { request, answer } of answers) check.check(answer, request)
    console.info(`contract walk: ${check.checked} answers checked against /api/openapi.json, ${check.mismatches.length} mismatches`)
    expect(check.checked).toBeGreaterThan(50)
    expect(check.mismatches).toEqual([])
  })

  it('walks every declared call, or names where it is tested instead', () => {
    const routes = API_CALLS.map((entry) => `${entry.method} ${entry.path}`)
    const missing = routes.filter((route) => !walked.has(route) && !(route in NOT_WALKED))
    expect(missing).toEqual([])
    expect(Object.keys(NOT_WALKED).filter((route) => !routes.includes(route))).toEqual([])
  })
})
