import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import * as apiConfig from '@cms/app/api/admin/api-config/route'
import * as apiStatus from '@cms/app/api/admin/api-status/route'
import * as guideInfo from '@cms/app/api/admin/guide-info/route'
import * as ingest from '@cms/app/api/admin/ingest/route'
import * as uploadGuide from '@cms/app/api/admin/upload-guide/route'
import * as alertById from '@cms/app/api/alerts/[id]/route'
import * as alertConfirm from '@cms/app/api/alerts/confirm/route'
import * as alertManage from '@cms/app/api/alerts/manage/route'
import * as alerts from '@cms/app/api/alerts/route'
import * as alertUnsubscribe from '@cms/app/api/alerts/unsubscribe/route'
import * as changePassword from '@cms/app/api/auth/change-password/route'
import * as checkEmail from '@cms/app/api/auth/check-email/route'
import * as login from '@cms/app/api/auth/login/route'
import * as logout from '@cms/app/api/auth/logout/route'
import * as profile from '@cms/app/api/auth/profile/route'
import * as register from '@cms/app/api/auth/register/route'
import * as resetPasswordRequest from '@cms/app/api/auth/reset-password-request/route'
import * as resetPassword from '@cms/app/api/auth/reset-password/route'
import * as saveJob from '@cms/app/api/auth/save-job/route'
import * as session from '@cms/app/api/auth/session/route'
import * as unsaveJob from '@cms/app/api/auth/unsave-job/route'
import * as blogFeatured from '@cms/app/api/blog/featured/route'
import * as blogPost from '@cms/app/api/blog/post/[slug]/route'
import * as blogPosts from '@cms/app/api/blog/posts/route'
import * as brand from '@cms/app/api/brand/[domain]/route'
import * as categoryPage from '@cms/app/api/categories/[slug]/route'
import * as categories from '@cms/app/api/categories/route'
import * as confirmSuccess from '@cms/app/api/checkout/confirm-success/route'
import * as createCheckoutSession from '@cms/app/api/checkout/create-checkout-session/route'
import * as jobBySlug from '@cms/app/api/jobs/[slug]/route'
import * as jobs from '@cms/app/api/jobs/route'
import * as keywordBlogs from '@cms/app/api/keywords/blogs/route'
import * as keywordJobs from '@cms/app/api/keywords/jobs/route'
import * as keywordLocations from '@cms/app/api/keywords/locations/route'
import * as locationPage from '@cms/app/api/locations/[slug]/route'
import * as locations from '@cms/app/api/locations/route'
import * as newsletterConfirm from '@cms/app/api/newsletter/confirm/route'
import * as subscribe from '@cms/app/api/newsletter/subscribe/route'
import * as subscriberCount from '@cms/app/api/newsletter/test-count/route'
import * as newsletterUnsubscribe from '@cms/app/api/newsletter/unsubscribe/route'
import * as sendInvites from '@cms/app/api/notion-templates/send-invites/route'
import * as savedJobs from '@cms/app/api/saved-jobs/route'
import * as search from '@cms/app/api/search/route'
import * as stripeConfig from '@cms/app/api/stripe/config/route'
import * as simulatePurchase from '@cms/app/api/test/simulate-purchase/route'
import * as toolkitTools from '@cms/app/api/toolkit/tools/route'
import * as sitePage from '@cms/app/api/pages/[slug]/route'
import { apiConfigResponseSchema, apiStatusResponseSchema, guideInfoSchema, ingestResponseSchema, uploadGuideResponseSchema } from '@cms/contract/admin'
import { checkEmailResponseSchema, resetRequestResponseSchema, savedJobResponseSchema, savedJobsResponseSchema, successResponseSchema, userResponseSchema } from '@cms/contract/accounts'
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
import { subscribeResponseSchema, subscriberCountSchema } from '@cms/contract/newsletter'
import { categoryListSchema, locationListSchema } from '@cms/contract/taxonomy'
import { toolkitToolListSchema } from '@cms/contract/toolkit'
import { sitePageSchema } from '@cms/contract/pages'
import { poolOf } from '@cms/lib/sql'
import { createManageToken, newConfirmToken } from '@cms/domain/alerts/tokens'
import { createAddressToken, createUnsubscribeToken } from '@cms/domain/newsletter/unsubscribeToken'
import { api, cookieFrom, uniqueEmail, type CallResult } from '../security/calls'
import { startFakeProviders, useFakeProviders, type FakeProviders } from '../support/fakeProviders'
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe'
import { samplePdf } from '../support/samplePdf'
import { createTestUser, getTestPayload } from './helpers'

/**
 * Walks every documented /api call against the real route handlers (real Payload, real PostgreSQL) and
 * parses each answer with its schema from cms/contract, so a handler and the contract the SPA relies on
 * cannot drift apart. The last test checks that no route handler is left out of the walk.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** Route file (under cms/app/api) and method of each call walked below. */
const walked = new Set<string>()

async function call<S extends z.ZodType>(
  route: string,
  handlers: Partial<Record<Method, unknown>>,
  method: Method,
  url: string,
  schema: S,
  options: Parameters<typeof api>[3] = {},
): Promise<z.infer<S>> {
  walked.add(`${route} ${method}`)
  const result: CallResult = await api(handlers[method] as Parameters<typeof api>[0], method, url, options)
  expect(result.status, `${method} ${url}: ${result.text}`).toBeLessThan(300)
  const parsed = schema.safeParse(result.body)
  expect(parsed.error?.issues, `${method} ${url} against its contract schema`).toBeUndefined()
  return parsed.data as z.infer<S>
}

/** Calls not walked here, with where they are tested instead (none of them answers a JSON shape of the contract). */
const NOT_WALKED: Record<string, string> = {
  '[...path]': 'the JSON 404 for unknown paths (tests/integration/server.test.ts)',
  'health GET': 'the operations probe (tests/integration/server.test.ts)',
  'admin/guide-file GET': 'answers the PDF itself (tests/integration/admin.test.ts)',
  'guide/download/[file] GET': 'answers the PDF itself (tests/integration/commerce.test.ts)',
  'guide/download/[file] HEAD': 'always 405 (tests/integration/commerce.test.ts)',
  'public-checkout/create-session POST': 'a form post answered with a 303 redirect (tests/integration/commerce.test.ts)',
  'stripe/webhook POST': "Stripe's own call, answered for Stripe (tests/integration/commerce.test.ts)",
  'alerts/unsubscribe GET': 'always 405: mail scanners follow links (tests/integration/alerts.test.ts)',
  'newsletter/unsubscribe GET': 'always 405: mail scanners follow links (tests/integration/newsletter.test.ts)',
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
    const list = await call('jobs', jobs, 'GET', '/api/jobs?limit=5', jobListResponseSchema)
    expect(list.jobs.length).toBeGreaterThan(0)
    await call('jobs/[slug]', jobBySlug, 'GET', `/api/jobs/${jobSlug}`, jobDetailSchema, { params: { slug: jobSlug } })
    await call('search', search, 'GET', '/api/search?q=developer&type=full-time', jobListResponseSchema)
    await call('search', search, 'GET', '/api/search?q=developer&count=true', searchCountResponseSchema)
    const categoryList = await call('categories', categories, 'GET', '/api/categories', categoryListSchema)
    const locationList = await call('locations', locations, 'GET', '/api/locations', locationListSchema)
    const category = categoryList[0]!.slug
    const location = locationList[0]!.slug
    await call('categories/[slug]', categoryPage, 'GET', `/api/categories/${category}?limit=3`, categoryPageResponseSchema, { params: { slug: category } })
    await call('locations/[slug]', locationPage, 'GET', `/api/locations/${location}?limit=3`, locationPageResponseSchema, { params: { slug: location } })
    await call('keywords/jobs', keywordJobs, 'GET', '/api/keywords/jobs?limit=5', keywordJobsResponseSchema)
    await call('keywords/locations', keywordLocations, 'GET', '/api/keywords/locations?limit=5', keywordLocationsResponseSchema)
    await call('keywords/blogs', keywordBlogs, 'GET', '/api/keywords/blogs?limit=5', keywordBlogsResponseSchema)
  })

  it('brand (Brandfetch answered by a stub)', async () => {
    const brandfetch = vi.fn(async () => Response.json({ name: 'Acme', logos: [{ type: 'logo', formats: [{ format: 'svg', src: 'https://cdn.example/acme.svg' }] }], colors: [] }))
    vi.stubGlobal('fetch', brandfetch)
    try {
      const answer = await call('brand/[domain]', brand, 'GET', '/api/brand/acme-contract.example', brandResponseSchema, { params: { domain: 'acme-contract.example' } })
      expect(answer.logo).toBe('https://cdn.example/acme.svg')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('site pages', async () => {
    await call('pages/[slug]', sitePage, 'GET', '/api/pages/privacy', sitePageSchema, { params: { slug: 'privacy' } })
  })

  it('blog and toolkit', async () => {
    await call('blog/posts', blogPosts, 'GET', '/api/blog/posts', blogPostListSchema)
    await call('blog/featured', blogFeatured, 'GET', '/api/blog/featured', blogPostListSchema)
    await call('blog/post/[slug]', blogPost, 'GET', `/api/blog/post/${postSlug}`, blogPostSchema, { params: { slug: postSlug } })
    await call('toolkit/tools', toolkitTools, 'GET', '/api/toolkit/tools', toolkitToolListSchema)
  })

  it('accounts: register, session, profile, saved jobs, passwords, logout', async () => {
    const email = uniqueEmail('contract')
    const password = 'contract-horse-battery'
    await call('auth/check-email', checkEmail, 'POST', '/api/auth/check-email', checkEmailResponseSchema, { json: { email } })
    const registered = await api(register.POST, 'POST', '/api/auth/register', { json: { email, password, username: 'contract' } })
    walked.add('auth/register POST')
    expect(registered.status).toBe(201)
    expect(userResponseSchema.safeParse(registered.body).error).toBeUndefined()
    const cookie = cookieFrom(await api(login.POST, 'POST', '/api/auth/login', { json: { email, password } }))
    await call('auth/login', login, 'POST', '/api/auth/login', userResponseSchema, { json: { email, password } })
    await call('auth/session', session, 'GET', '/api/auth/session', userResponseSchema, { cookie })
    await call('auth/profile', profile, 'PATCH', '/api/auth/profile', userResponseSchema, { cookie, json: { fullName: 'Contract Person', gender: 'other' } })
    await call('auth/save-job', saveJob, 'POST', '/api/auth/save-job', savedJobResponseSchema, { cookie, json: { jobSlug } })
    const saved = await call('saved-jobs', savedJobs, 'GET', '/api/saved-jobs', savedJobsResponseSchema, { cookie })
    expect(saved.jobs.map((j) => j.slug)).toEqual([jobSlug])
    await call('auth/unsave-job', unsaveJob, 'POST', '/api/auth/unsave-job', savedJobResponseSchema, { cookie, json: { jobSlug } })
    const newPassword = 'contract-horse-battery-2'
    await call('auth/change-password', changePassword, 'POST', '/api/auth/change-password', successResponseSchema, {
      cookie,
      json: { currentPassword: password, newPassword, confirmPassword: newPassword },
    })
    await call('auth/logout', logout, 'POST', '/api/auth/logout', successResponseSchema, { cookie })
  })

  it('password reset (the development switch puts the token in the answer)', async () => {
    // Its own user: a reset ends every session of the account.
    const forgetful = await createTestUser('user')
    process.env.EXPOSE_RESET_TOKEN = 'true'
    try {
      const requested = await call('auth/reset-password-request', resetPasswordRequest, 'POST', '/api/auth/reset-password-request', resetRequestResponseSchema, {
        json: { email: forgetful.email },
      })
      expect(requested.token).toBeTruthy()
      const newPassword = 'reset-horse-battery-3'
      await call('auth/reset-password', resetPassword, 'POST', '/api/auth/reset-password', successResponseSchema, {
        json: { token: requested.token, newPassword, confirmPassword: newPassword },
      })
    } finally {
      delete process.env.EXPOSE_RESET_TOKEN
    }
  })

  it('newsletter: subscribe, unsubscribe, confirm again, count', async () => {
    const email = uniqueEmail('contract-news')
    await call('newsletter/subscribe', subscribe, 'POST', '/api/newsletter/subscribe', subscribeResponseSchema, { json: { email } })
    const unsubscribeToken = createUnsubscribeToken(secret, email)
    await call('newsletter/unsubscribe', newsletterUnsubscribe, 'POST', '/api/newsletter/unsubscribe', subscribeResponseSchema, { json: { token: unsubscribeToken } })
    await call('newsletter/confirm', newsletterConfirm, 'POST', '/api/newsletter/confirm', subscribeResponseSchema, {
      json: { token: createAddressToken(secret, 'newsletter-resubscribe', email) },
    })
    await call('newsletter/test-count', subscriberCount, 'GET', '/api/newsletter/test-count', subscriberCountSchema, { cookie: admin.cookie })
  })

  it('alerts: create, confirm, list, change, manage by token, unsubscribe', async () => {
    const payload = await getTestPayload()
    /** Confirmation tokens are only mailed; the test gives an alert's pending confirmation one it knows. */
    const knownConfirmToken = async (email: string) => {
      const { token, hash } = newConfirmToken()
      const { rows } = await poolOf(payload).query<{ id: number }>('UPDATE job_alerts SET confirm_token_hash = $1 WHERE email = $2 RETURNING id', [hash, email])
      return { token, id: rows[0]!.id }
    }
    // The account's own address: pending until the mail's link proves it, then listed and changed through the session.
    await call('alerts', alerts, 'POST', '/api/alerts', alertMessageResponseSchema, { cookie: user.cookie, json: { email: user.email, frequency: 'daily', q: 'contract' } })
    const own = await knownConfirmToken(user.email)
    await call('alerts/confirm', alertConfirm, 'POST', '/api/alerts/confirm', confirmAlertResponseSchema, { json: { token: own.token } })
    const list = await call('alerts', alerts, 'GET', '/api/alerts', alertListResponseSchema, { cookie: user.cookie })
    expect(list.alerts.map((alert) => alert.id)).toEqual([own.id])
    await call('alerts/[id]', alertById, 'PATCH', `/api/alerts/${own.id}`, alertResponseSchema, { cookie: user.cookie, json: { frequency: 'weekly' }, params: { id: String(own.id) } })
    await call('alerts/[id]', alertById, 'DELETE', `/api/alerts/${own.id}`, alertMessageResponseSchema, { cookie: user.cookie, params: { id: String(own.id) } })

    // Without a session: managed through the signed link of the alert's e-mails.
    const email = uniqueEmail('contract-alert')
    await call('alerts', alerts, 'POST', '/api/alerts', alertMessageResponseSchema, { json: { email, frequency: 'instant', q: 'contract' } })
    const { id } = await knownConfirmToken(email)
    const manageToken = encodeURIComponent(createManageToken(secret, id))
    await call('alerts/manage', alertManage, 'GET', `/api/alerts/manage?token=${manageToken}`, alertResponseSchema)
    await call('alerts/manage', alertManage, 'PATCH', `/api/alerts/manage?token=${manageToken}`, alertResponseSchema, { json: { frequency: 'daily' } })
    await call('alerts/manage', alertManage, 'DELETE', `/api/alerts/manage?token=${manageToken}`, alertMessageResponseSchema)
    await call('alerts/unsubscribe', alertUnsubscribe, 'POST', `/api/alerts/unsubscribe?token=${manageToken}`, alertMessageResponseSchema)
  })

  it('commerce: Stripe config, checkout, confirmation, simulated purchase, Notion invites', async () => {
    await call('stripe/config', stripeConfig, 'GET', '/api/stripe/config', stripeConfigResponseSchema)
    const email = uniqueEmail('contract-buyer')
    const checkout = await call('checkout/create-checkout-session', createCheckoutSession, 'POST', '/api/checkout/create-checkout-session', checkoutSessionResponseSchema, {
      json: { email },
    })
    await call('checkout/confirm-success', confirmSuccess, 'POST', '/api/checkout/confirm-success', confirmSuccessResponseSchema, { json: { sessionId: checkout.sessionId, email } })
    const simulated = await call('test/simulate-purchase', simulatePurchase, 'POST', '/api/test/simulate-purchase', simulatePurchaseResponseSchema, { json: { email } })
    await call('notion-templates/send-invites', sendInvites, 'POST', '/api/notion-templates/send-invites', sendInvitesResponseSchema, {
      json: { email, session_id: simulated.sessionId },
    })
  })

  it('admin: integrations, ingestion, guide upload and info', async () => {
    const cookie = admin.cookie
    const config = await call('admin/api-config', apiConfig, 'GET', '/api/admin/api-config', apiConfigResponseSchema, { cookie })
    const enabled = config.providers.map(({ id, enabled }) => ({ id, enabled }))
    await call('admin/api-config', apiConfig, 'POST', '/api/admin/api-config', apiConfigResponseSchema, { cookie, json: { providers: enabled } })
    await call('admin/api-status', apiStatus, 'GET', '/api/admin/api-status', apiStatusResponseSchema, { cookie })
    providers.set('remoteok', { body: [{ legal: 'notice' }] })
    await call('admin/ingest', ingest, 'POST', '/api/admin/ingest', ingestResponseSchema, { cookie, json: { provider: 'remoteok' } })
    await call('admin/ingest', ingest, 'GET', '/api/admin/ingest', ingestResponseSchema, { cookie })
    const pdf = samplePdf('Contract test guide')
    const form = new FormData()
    form.set('guideFile', new File([new Uint8Array(pdf)], 'guide.pdf', { type: 'application/pdf' }))
    await call('admin/upload-guide', uploadGuide, 'POST', '/api/admin/upload-guide', uploadGuideResponseSchema, { cookie, body: form })
    await call('admin/guide-info', guideInfo, 'GET', '/api/admin/guide-info', guideInfoSchema, { cookie })
  })

  it('walks every route handler under cms/app/api, or names where it is tested instead', () => {
    const root = path.resolve('cms/app/api')
    const routes: string[] = []
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (path.basename(file) !== 'route.ts') continue
      const route = path.dirname(file).split(path.sep).join('/')
      const source = fs.readFileSync(path.join(root, file), 'utf8')
      const methods = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PATCH|DELETE|PUT|HEAD)\b/g)].map((m) => m[1])
      if (!methods.length) routes.push(route)
      for (const method of methods) routes.push(`${route} ${method}`)
    }
    const missing = routes.filter((route) => !walked.has(route) && !(route in NOT_WALKED))
    expect(missing).toEqual([])
    expect(routes.length).toBeGreaterThan(50)
  })
})
