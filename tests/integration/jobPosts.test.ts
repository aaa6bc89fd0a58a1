import zlib from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_TIERS, JOB_POST_MESSAGES, JOB_POST_REVIEW_MESSAGES, LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_UPLOADS_PER_HOUR, RENEWAL_NOTICE_DAYS, jobPostFieldErrorsSchema, jobPostManageSchema } from '@cms/contract/jobPosts'
import { annualUsd } from '@cms/contract/salary'
import { endJobPostPeriods } from '@cms/domain/jobPosts/endOfPeriod'
import { hashLinkToken } from '@cms/lib/linkTokens'
import { poolOf } from '@cms/lib/sql'
import { api, cmsApi, randomClient } from '../security/calls'
import { JOB_POST_DESCRIPTION } from '../support/jobPostBody'
import { JOB_POST_STRIPE_ENV, jobPostFlow, setJobPostStripeEnv, type Draft } from '../support/jobPostFlow'
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe'
import { reportFromOneAddressWithFreshAccounts } from '../support/reportAttack'
import { samplePng } from '../support/samplePng'
import { served } from '../support/servedApi'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { createTestUser, getTestPayload } from './helpers'

const tiers = served('/api/job-posts/tiers')
const create = served('/api/job-posts')
const manage = served('/api/job-posts/manage')
const byId = served('/api/job-posts/:id')
const checkout = served('/api/job-posts/:id/checkout')
const close = served('/api/job-posts/:id/close')
const logo = served('/api/job-posts/:id/logo')
const jobBySlug = served('/api/jobs/:slug')
const signIn = served('/api/auth/login')
const reportJob = served('/api/jobs/:slug/reports')

const WEBHOOK_SECRET = 'whsec_test_job_posts'
const STRIPE_ENV = JOB_POST_STRIPE_ENV

let stripe: FakeStripe
const sink = sinkForThisFile()
let payload: Awaited<ReturnType<typeof getTestPayload>>
let admin: Awaited<ReturnType<typeof createTestUser>>
let editor: Awaited<ReturnType<typeof createTestUser>>
let member: Awaited<ReturnType<typeof createTestUser>>
let categorySlug: string

const setStripeEnv = () => setJobPostStripeEnv(stripe, WEBHOOK_SECRET)

beforeAll(async () => {
  stripe = await startFakeStripe()
  setStripeEnv()
  payload = await getTestPayload()
  admin = await createTestUser('admin')
  editor = await createTestUser('editor')
  member = await createTestUser('user')
  categorySlug = (await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.slug
})

afterAll(async () => {
  for (const key of STRIPE_ENV) delete process.env[key]
  await stripe.close()
})

const DESCRIPTION = JOB_POST_DESCRIPTION
const { postBody, createPost, storedPost, startCheckout, sessionIdOf, deliver, pay, decide, livePost } = jobPostFlow(() => ({
  stripe,
  webhookSecret: WEBHOOK_SECRET,
  adminCookie: admin.cookie,
  categorySlug,
}))

const mailsTo = (to: string) => sink().messages.filter((mail) => mail.to?.some((address) => address.address === to))
const waitForMail = (to: string, subject: RegExp) => sink().waitFor((mail) => Boolean(mail.to?.some((address) => address.address === to) && subject.test(mail.subject ?? '')))

describe('GET /api/job-posts/tiers', () => {
  it('answers the tiers from the global admins edit, seeded from DEFAULT_TIERS', async () => {
    const before = await api(tiers.GET, 'GET', '/api/job-posts/tiers')
    expect(before.status).toBe(200)
    expect(before.body.tiers.map((tier: { tier: string; priceCents: number; days: number }) => [tier.tier, tier.priceCents, tier.days])).toEqual(
      (['standard', 'featured', 'pinned'] as const).map((tier) => [tier, DEFAULT_TIERS[tier].priceCents, DEFAULT_TIERS[tier].days]),
    )
    await payload.updateGlobal({ slug: 'job-post-tiers', data: { pinned: { label: 'Pinned', days: 10, priceCents: 19900 } }, overrideAccess: true })
    try {
      const after = await api(tiers.GET, 'GET', '/api/job-posts/tiers')
      expect(after.body.tiers[2]).toMatchObject({ tier: 'pinned', days: 10, priceCents: 19900, currency: 'usd' })
      // The checkout charges what the global says now.
      const post = await createPost({ tier: 'pinned' })
      const started = await startCheckout(post)
      expect(stripe.sessions.get(sessionIdOf(started))!.amount_total).toBe(19900)
    } finally {
      await payload.updateGlobal({ slug: 'job-post-tiers', data: { pinned: { ...DEFAULT_TIERS.pinned } }, overrideAccess: true })
    }
  })
})

describe('POST /api/job-posts', () => {
  it('stores a private draft, answers the token once, keeps only its hash, and mails the manage link', async () => {
    const post = await createPost()
    expect(post.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await storedPost(post.id)
    expect(stored.state).toBe('draft')
    expect(stored.manageTokenHash).toBe(hashLinkToken(post.token))
    expect(JSON.stringify(stored)).not.toContain(post.token)
    expect(stored.job).toBeFalsy()
    const { totalDocs } = await payload.find({ collection: 'jobs', where: { externalId: { equals: `job-post-${post.id}` } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
    const mail = await waitForMail(post.contactEmail, /is saved/)
    expect(mail.text).toContain(`/post-a-job/manage?token=${post.token}`)
  })

  it.each([
    ['no salary', { salaryMin: undefined }, 'salaryMin'],
    ['a javascript: apply link', { applyUrl: 'javascript:alert(1)' }, 'applyUrl'],
    ['a relative apply link', { applyUrl: '/apply' }, 'applyUrl'],
    ['no way to apply', { applyUrl: '', applyEmail: '' }, 'applyUrl'],
    ['an unknown category', { category: 'no-such-category' }, 'category'],
    ['an unknown tier', { tier: 'platinum' }, 'tier'],
    ['a place no one can resolve', { locationText: 'On the moon' }, 'locationText'],
    ['a bad contact e-mail', { contactEmail: 'not-an-email' }, 'contactEmail'],
    ['a description that is short once sanitised', { description: `<script>${'x'.repeat(400)}</script><p>Short.</p>` }, 'description'],
    ['a salary range upside down', { salaryMin: 9000, salaryMax: 1000 }, 'salaryMax'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_label, overrides, field) => {
    const before = (await payload.count({ collection: 'job-posts', overrideAccess: true })).totalDocs
    const result = await api(create.POST, 'POST', '/api/job-posts', { json: { ...postBody(), ...overrides } })
    expect(result.status, result.text).toBe(400)
    expect(jobPostFieldErrorsSchema.parse(result.body).fields[field]).toBeTruthy()
    expect((await payload.count({ collection: 'job-posts', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('answers 400 with fields for a body that is not JSON', async () => {
    const result = await api(create.POST, 'POST', '/api/job-posts', { body: 'nope', headers: { 'content-type': 'application/json' } })
    expect(result.status).toBe(400)
    expect(jobPostFieldErrorsSchema.parse(result.body).fields.body).toBeTruthy()
  })

  it('keeps the sanitised description with the ingestion allow-list', async () => {
    const post = await createPost({ description: `${DESCRIPTION}<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)>` })
    const stored = await storedPost(post.id)
    expect(stored.description).not.toMatch(/script|javascript|onerror|<img/)
    expect(stored.description).toContain('<li>TypeScript and PostgreSQL</li>')
  })

  it('limits creation per client (429 past the limit), valid or not', async () => {
    const client = randomClient()
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) statuses.push((await api(create.POST, 'POST', '/api/job-posts', { json: { ...postBody(), salaryMin: undefined }, client })).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect((await api(create.POST, 'POST', '/api/job-posts', { json: postBody(), client: randomClient() })).status).toBe(201)
  })
})

describe('tokens', () => {
  it('open only their own post: another post\'s token is 403, an unknown post 404, a missing token 400', async () => {
    const mine = await createPost()
    const theirs = await createPost()
    const crossed = { token: theirs.token }
    expect((await api(byId.PATCH, 'PATCH', `/api/job-posts/${mine.id}`, { json: { ...postBody(), ...crossed } })).status).toBe(403)
    expect((await api(checkout.POST, 'POST', `/api/job-posts/${mine.id}/checkout`, { json: crossed })).status).toBe(403)
    expect((await api(close.POST, 'POST', `/api/job-posts/${mine.id}/close`, { json: crossed })).status).toBe(403)
    const form = new FormData()
    form.set('token', theirs.token)
    form.set('file', new File([new Uint8Array(await samplePng())], 'logo.png', { type: 'image/png' }))
    expect((await api(logo.POST, 'POST', `/api/job-posts/${mine.id}/logo`, { body: form })).status).toBe(403)
    expect((await api(close.POST, 'POST', '/api/job-posts/99999999/close', { json: { token: mine.token } })).status).toBe(404)
    expect((await api(close.POST, 'POST', '/api/job-posts/abc/close', { json: { token: mine.token } })).status).toBe(404)
    // 0 and '00' are no post's id (they used to reach Payload's findByID, which throws on 0: a 500).
    for (const id of ['0', '00']) {
      expect((await api(close.POST, 'POST', `/api/job-posts/${id}/close`, { json: { token: mine.token } })).status).toBe(404)
      expect((await api(byId.PATCH, 'PATCH', `/api/job-posts/${id}`, { json: { ...postBody(), token: mine.token } })).status).toBe(404)
      expect((await api(checkout.POST, 'POST', `/api/job-posts/${id}/checkout`, { json: { token: mine.token } })).status).toBe(404)
    }
    expect((await api(manage.GET, 'GET', '/api/job-posts/manage?token=not-a-real-token')).status).toBe(403)
    const noToken = await api(manage.GET, 'GET', '/api/job-posts/manage')
    expect(noToken.status).toBe(400)
    expect(jobPostFieldErrorsSchema.parse(noToken.body).fields.token).toBe(JOB_POST_MESSAGES.token)
    expect((await storedPost(mine.id)).state).toBe('draft')
  })

  it('GET manage answers the post of the token, private and never cached', async () => {
    const post = await createPost()
    const result = await api(manage.GET, 'GET', `/api/job-posts/manage?token=${encodeURIComponent(post.token)}`)
    expect(result.status).toBe(200)
    expect(result.headers.get('cache-control')).toMatch(/no-store/)
    const view = jobPostManageSchema.parse(result.body)
    expect(view).toMatchObject({ id: post.id, state: 'draft', tier: 'featured', revisionInReview: false, job: null, stats: [] })
    expect(view.fields.category).toBe(categorySlug)
  })
})

describe('an employer cannot set what staff and payments decide', () => {
  it('ignores state, placement, dates, counts and review fields in create and PATCH', async () => {
    const forged = { state: 'live', placement: 'pinned', placementEndsAt: '2099-01-01', liveUntil: '2099-01-01', liveFrom: '2020-01-01', needsReview: false, decision: 'approve', job: 1, views: 999, payments: [{ stripeSessionId: 'x', paidAt: '2020-01-01' }], manageTokenHash: 'a'.repeat(64) }
    const result = await api(create.POST, 'POST', '/api/job-posts', { json: { ...postBody(), ...forged } })
    expect(result.status).toBe(201)
    const check = async () => {
      const stored = await storedPost(result.body.id)
      expect(stored).toMatchObject({ state: 'draft', liveFrom: null, liveUntil: null, job: null, decision: null })
      expect(stored.payments ?? []).toEqual([])
      expect(stored.manageTokenHash).toBe(hashLinkToken(result.body.token))
    }
    await check()
    const patched = await api(byId.PATCH, 'PATCH', `/api/job-posts/${result.body.id}`, { json: { ...postBody(), ...forged, token: result.body.token } })
    expect(patched.status).toBe(200)
    await check()
    expect((await payload.find({ collection: 'jobs', where: { externalId: { equals: `job-post-${result.body.id}` } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('Payload REST of job posts and the tiers global (/cms/api)', () => {
  it('refuses anonymous visitors, members and employers; staff read, only admins edit the tiers', async () => {
    const post = await createPost()
    for (const cookie of [undefined, member.cookie]) {
      const list = await cmsApi('GET', '/job-posts', { cookie })
      expect(list.status === 403 || list.body?.docs?.length === 0, list.text).toBe(true)
      expect((await cmsApi('GET', `/job-posts/${post.id}`, { cookie })).status).toBe(403)
      expect((await cmsApi('PATCH', `/job-posts/${post.id}`, { cookie, json: { state: 'live' } })).status).toBe(403)
      expect((await cmsApi('POST', '/job-posts', { cookie, json: postBody() })).status).toBe(403)
      expect((await cmsApi('DELETE', `/job-posts/${post.id}`, { cookie })).status).toBe(403)
      expect((await cmsApi('GET', '/globals/job-post-tiers', { cookie })).status).toBe(403)
      expect((await cmsApi('POST', '/globals/job-post-tiers', { cookie, json: { standard: { priceCents: 100 } } })).status).toBe(403)
    }
    expect((await cmsApi('POST', '/job-posts', { cookie: admin.cookie, json: postBody() })).status).toBe(403)
    const asStaff = await cmsApi('GET', `/job-posts/${post.id}`, { cookie: editor.cookie })
    expect(asStaff.status).toBe(200)
    expect(asStaff.body.manageTokenHash).toBeUndefined()
    expect((await cmsApi('GET', '/globals/job-post-tiers', { cookie: editor.cookie })).status).toBe(200)
    expect((await cmsApi('POST', '/globals/job-post-tiers', { cookie: editor.cookie, json: { standard: { priceCents: 100 } } })).status).toBe(403)
    expect((await storedPost(post.id)).state).toBe('draft')
    expect((await api(tiers.GET, 'GET', '/api/job-posts/tiers')).body.tiers[0].priceCents).toBe(DEFAULT_TIERS.standard.priceCents)
  })

  it('staff edit the submitted fields, but never the state, dates, payments or token of a post', async () => {
    const post = await createPost()
    await pay(post)
    const before = await storedPost(post.id)
    const forged = { state: 'live', needsReview: false, tier: 'pinned', liveFrom: '2020-01-01T00:00:00.000Z', liveUntil: '2099-01-01T00:00:00.000Z', payments: [], manageTokenHash: 'b'.repeat(64), contactEmail: 'someone-else@example.com' }
    for (const cookie of [admin.cookie, editor.cookie]) {
      const result = await decide(post.id, { ...forged, title: 'Senior Platform Engineer (EU)' }, cookie)
      expect(result.status, result.text).toBe(200)
    }
    const after = await storedPost(post.id)
    expect(after).toMatchObject({ title: 'Senior Platform Engineer (EU)', state: 'in-review', needsReview: true, tier: before.tier, liveFrom: null, liveUntil: null, manageTokenHash: before.manageTokenHash, contactEmail: before.contactEmail })
    expect(after.payments).toHaveLength(1)
    expect((await payload.find({ collection: 'jobs', where: { externalId: { equals: `job-post-${post.id}` } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('lists posts that need a decision first', async () => {
    const waiting = await createPost()
    await pay(waiting)
    await createPost()
    const list = await cmsApi('GET', '/job-posts?limit=5', { cookie: admin.cookie })
    expect(list.status).toBe(200)
    expect(list.body.docs[0].id).toBe(waiting.id)
    expect(list.body.docs[0].needsReview).toBe(true)
  })
})

describe('POST /api/job-posts/{id}/checkout', () => {
  it('opens a Checkout Session for the tier, with the post in its metadata, promotion codes and tax ids', async () => {
    const post = await createPost({ tier: 'standard' })
    const started = await startCheckout(post, 'featured')
    expect(started.status, started.text).toBe(200)
    const session = stripe.sessions.get(sessionIdOf(started))!
    expect(session).toMatchObject({
      mode: 'payment',
      customer_email: post.contactEmail,
      amount_total: DEFAULT_TIERS.featured.priceCents,
      currency: 'usd',
      allow_promotion_codes: true,
      tax_id_collection: { enabled: true },
      success_url: `http://localhost:3000/post-a-job/paid?post=${post.id}`,
      cancel_url: `http://localhost:3000/post-a-job?post=${post.id}`,
      metadata: { kind: 'job-post', jobPostId: String(post.id), purpose: 'post', tier: 'featured' },
    })
    expect(await storedPost(post.id)).toMatchObject({ state: 'awaiting-payment', tier: 'featured' })
  })

  it('answers 503 with the message when Stripe is not configured, 409 once paid', async () => {
    const post = await createPost()
    for (const key of STRIPE_ENV) delete process.env[key]
    try {
      const result = await startCheckout(post)
      expect(result.status).toBe(503)
      expect(result.body.message).toBe(JOB_POST_MESSAGES.stripeMissing)
    } finally {
      setStripeEnv()
    }
    await pay(post)
    const again = await startCheckout(post)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(JOB_POST_MESSAGES.alreadyPaid)
  })
})

describe('the Stripe webhook for job posts', () => {
  it('puts a paid post in review and mails one receipt, however often the payment is delivered', async () => {
    const post = await createPost()
    const started = await startCheckout(post)
    const session = stripe.markPaid(sessionIdOf(started))
    const events = Array.from({ length: 6 }, () => stripe.signedEvent('checkout.session.completed', session, WEBHOOK_SECRET))
    const replayed = [...events, events[0]!]
    const results = await Promise.all(replayed.map(deliver))
    expect(results.map((result) => result.status)).toEqual(replayed.map(() => 200))
    expect(await storedPost(post.id)).toMatchObject({ state: 'in-review', needsReview: true })
    await waitForMail(post.contactEmail, /^Receipt/)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(post.contactEmail).filter((mail) => /^Receipt/.test(mail.subject ?? ''))).toHaveLength(1)
    const payments = (await storedPost(post.id)).payments!
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ stripeSessionId: session.id, stripePaymentIntentId: session.payment_intent, purpose: 'post', amountCents: DEFAULT_TIERS.featured.priceCents })
  })

  it('accepts a promotion code: the amount charged is recorded, a free post needs no payment', async () => {
    stripe.addPromotionCode('HALF', 50)
    stripe.addPromotionCode('FREEPOST', 100)
    const half = await createPost({ tier: 'standard' })
    await pay(half, undefined, 'HALF')
    expect((await storedPost(half.id)).payments![0]!.amountCents).toBe(DEFAULT_TIERS.standard.priceCents / 2)
    const free = await createPost()
    const session = await pay(free, undefined, 'FREEPOST')
    expect(session.payment_status).toBe('no_payment_required')
    expect(await storedPost(free.id)).toMatchObject({ state: 'in-review' })
  })

  it('leaves a guide order alone and ignores sessions of other products', async () => {
    const other = stripe.signedEvent('checkout.session.completed', { id: 'cs_other', object: 'checkout.session', payment_status: 'paid', metadata: { product: 'something-else' } }, WEBHOOK_SECRET)
    expect((await deliver(other)).body).toMatchObject({ received: true, ignored: true })
  })
})

describe('staff review in /cms', () => {
  it('approve: the job goes live at once through the Jobs collection, with its placement, period, salary and who may apply', async () => {
    const { post, stored, job } = await livePost({ locationText: 'Portugal, Spain; UTC-1 to UTC+3', salaryCurrency: 'EUR', salaryPeriod: 'month' })
    expect(stored).toMatchObject({ state: 'live', needsReview: false, decision: null })
    const days = (new Date(stored.liveUntil!).getTime() - new Date(stored.liveFrom!).getTime()) / 86_400_000
    expect(days).toBe(DEFAULT_TIERS.featured.days)
    const usd = annualUsd(5000, 7000, 'EUR', 'month')
    expect(job).toMatchObject({
      source: 'internal',
      externalId: `job-post-${post.id}`,
      status: 'active',
      placement: 'featured',
      placementEndsAt: stored.liveUntil,
      salaryMin: usd.salaryMin,
      salaryMax: usd.salaryMax,
      salaryCurrency: 'EUR',
      salaryPeriod: 'month',
      locationText: 'Portugal, Spain; UTC-1 to UTC+3',
      applyUrl: 'https://nomad-test.example/apply',
    })
    expect(job.eligibility).toMatchObject({ scope: 'countries' })
    expect([...(job.eligibility!.countries as string[])].sort()).toEqual(['ES', 'PT'])
    const company = await payload.findByID({ collection: 'companies', id: job.company as number, depth: 0, overrideAccess: true })
    expect(company).toMatchObject({ name: 'Nomad Test Co', website: 'https://nomad-test.example' })
    const publicJob = await api(jobBySlug.GET, 'GET', `/api/jobs/${job.slug}`)
    expect(publicJob.status).toBe(200)
    expect(publicJob.body.placement).toBe('featured')
    const view = jobPostManageSchema.parse((await api(manage.GET, 'GET', `/api/job-posts/manage?token=${encodeURIComponent(post.token)}`)).body)
    expect(view).toMatchObject({ state: 'live', job: { slug: job.slug, status: 'active' } })
    expect(view.stats.length).toBeGreaterThan(0)
  })

  it('approving mails the employer the live job\'s address; deleting a post takes its job down', async () => {
    const { post, job } = await livePost()
    const mail = await waitForMail(post.contactEmail, /is live/)
    expect(mail.text).toContain(`/jobs/${job.slug}`)
    expect((await cmsApi('DELETE', `/job-posts/${post.id}`, { cookie: admin.cookie })).status).toBe(200)
    expect((await api(jobBySlug.GET, 'GET', `/api/jobs/${job.slug}`)).status).toBe(410)
  })

  it('an apply e-mail without a link ends the job description', async () => {
    const { job } = await livePost({ applyUrl: '', applyEmail: 'jobs@nomad-test.example' })
    expect(job.applyUrl).toBeFalsy()
    expect(job.description).toContain('href="mailto:jobs@nomad-test.example"')
  })

  it('reject: needs a reason, refunds the payment through Stripe and mails the reason', async () => {
    const post = await createPost()
    const session = await pay(post)
    const noReason = await decide(post.id, { decision: 'reject' })
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain(JOB_POST_REVIEW_MESSAGES.reasonRequired)
    expect((await storedPost(post.id)).state).toBe('in-review')
    const rejected = await decide(post.id, { decision: 'reject', rejectionReason: 'The apply link leads to a recruiter, not the employer.' })
    expect(rejected.status, rejected.text).toBe(200)
    const stored = await storedPost(post.id)
    expect(stored).toMatchObject({ state: 'rejected', needsReview: false, rejectionReason: 'The apply link leads to a recruiter, not the employer.' })
    expect(stored.payments![0]!.refundedAt).toBeTruthy()
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === session.payment_intent)).toHaveLength(1)
    const mail = await waitForMail(post.contactEmail, /was not approved/)
    expect(mail.text).toContain('The apply link leads to a recruiter, not the employer.')
    expect((await storedPost(post.id)).job).toBeFalsy()
    expect((await startCheckout(post)).status).toBe(409)
  })

  it('reject: when Stripe refuses the refund nothing changes and staff are told', async () => {
    const post = await createPost()
    await pay(post)
    stripe.refuseRefunds = 'This charge is disputed.'
    try {
      const result = await decide(post.id, { decision: 'reject', rejectionReason: 'Not remote.' })
      expect(result.status).toBe(502)
      expect(result.text).toContain(JOB_POST_REVIEW_MESSAGES.refundFailed)
    } finally {
      stripe.refuseRefunds = null
    }
    expect(await storedPost(post.id)).toMatchObject({ state: 'in-review', needsReview: true })
  })

  it('refuses a decision on a post with nothing to decide', async () => {
    const post = await createPost()
    const result = await decide(post.id, { decision: 'approve' })
    expect(result.status).toBe(400)
    expect(result.text).toContain(JOB_POST_REVIEW_MESSAGES.nothingToDecide)
    expect((await storedPost(post.id)).state).toBe('draft')
  })
})

describe('PATCH /api/job-posts/{id}', () => {
  it('edits a draft in place', async () => {
    const post = await createPost()
    const result = await api(byId.PATCH, 'PATCH', `/api/job-posts/${post.id}`, { json: { ...postBody(), title: 'Staff Platform Engineer', token: post.token } })
    expect(result.status, result.text).toBe(200)
    expect(jobPostManageSchema.parse(result.body).fields.title).toBe('Staff Platform Engineer')
    expect((await storedPost(post.id)).title).toBe('Staff Platform Engineer')
  })

  it('keeps a live post\'s edit for staff: the live job stays as it was until approved', async () => {
    const { post, job } = await livePost()
    const edit = await api(byId.PATCH, 'PATCH', `/api/job-posts/${post.id}`, { json: { ...postBody(), title: 'Principal Platform Engineer', locationText: 'US, Canada', token: post.token } })
    expect(edit.status, edit.text).toBe(200)
    expect(jobPostManageSchema.parse(edit.body)).toMatchObject({ state: 'live', revisionInReview: true, fields: { title: 'Principal Platform Engineer' } })
    expect(await storedPost(post.id)).toMatchObject({ state: 'live', needsReview: true, title: 'Senior Platform Engineer' })
    expect((await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })).title).toBe('Senior Platform Engineer')

    expect((await decide(post.id, { decision: 'approve' })).status).toBe(200)
    const updated = await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(updated).toMatchObject({ title: 'Principal Platform Engineer', status: 'active', placement: 'featured' })
    expect(updated.eligibility).toMatchObject({ scope: 'countries' })
    expect([...(updated.eligibility!.countries as string[])].sort()).toEqual(['CA', 'US'])
    expect(await storedPost(post.id)).toMatchObject({ state: 'live', revision: null, needsReview: false, title: 'Principal Platform Engineer' })
  })

  it('rejecting a live post\'s edit drops it, keeps the job and refunds nothing', async () => {
    const { post, job } = await livePost()
    await api(byId.PATCH, 'PATCH', `/api/job-posts/${post.id}`, { json: { ...postBody(), title: 'Changed Title', token: post.token } })
    const refundsBefore = stripe.refunds.size
    expect((await decide(post.id, { decision: 'reject', rejectionReason: 'The new title is misleading.' })).status).toBe(200)
    expect(await storedPost(post.id)).toMatchObject({ state: 'live', revision: null })
    expect((await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })).title).toBe('Senior Platform Engineer')
    expect(stripe.refunds.size).toBe(refundsBefore)
    await waitForMail(post.contactEmail, /Your changes to .* were not approved/)
  })

  it('refuses to edit a rejected or ended post (409)', async () => {
    const post = await createPost()
    expect((await api(close.POST, 'POST', `/api/job-posts/${post.id}/close`, { json: { token: post.token } })).status).toBe(200)
    const result = await api(byId.PATCH, 'PATCH', `/api/job-posts/${post.id}`, { json: { ...postBody(), token: post.token } })
    expect(result.status).toBe(409)
    expect(result.body.message).toBe(JOB_POST_MESSAGES.notEditable)
  })
})

describe('POST /api/job-posts/{id}/close', () => {
  it('ends a live post and expires its job (410)', async () => {
    const { post, job } = await livePost()
    const result = await api(close.POST, 'POST', `/api/job-posts/${post.id}/close`, { json: { token: post.token } })
    expect(result.status, result.text).toBe(200)
    expect(jobPostManageSchema.parse(result.body)).toMatchObject({ state: 'ended', job: { status: 'expired' } })
    expect((await api(jobBySlug.GET, 'GET', `/api/jobs/${job.slug}`)).status).toBe(410)
    expect((await api(close.POST, 'POST', `/api/job-posts/${post.id}/close`, { json: { token: post.token } })).status).toBe(409)
  })

  it('refunds a paid post closed before staff reviewed it: it was never listed', async () => {
    const post = await createPost()
    const session = await pay(post)
    const result = await api(close.POST, 'POST', `/api/job-posts/${post.id}/close`, { json: { token: post.token } })
    expect(result.status, result.text).toBe(200)
    expect(jobPostManageSchema.parse(result.body)).toMatchObject({ state: 'ended', job: null })
    expect((await storedPost(post.id)).payments![0]!.refundedAt).toBeTruthy()
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === session.payment_intent)).toHaveLength(1)
  })
})

describe('extending and upgrading', () => {
  it('the same tier adds its days to what is left; a higher tier starts from now; a lower one is refused', async () => {
    const { post, stored } = await livePost({ tier: 'standard' })
    const before = new Date(stored.liveUntil!).getTime()
    const extension = await startCheckout(post)
    expect(stripe.sessions.get(sessionIdOf(extension))!.metadata).toMatchObject({ purpose: 'extend', tier: 'standard' })
    stripe.markPaid(sessionIdOf(extension))
    await deliver(stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionIdOf(extension))!, WEBHOOK_SECRET))
    const extended = await storedPost(post.id)
    expect(new Date(extended.liveUntil!).getTime() - before).toBe(DEFAULT_TIERS.standard.days * 86_400_000)
    expect(extended.state).toBe('live')

    await pay(post, 'pinned')
    const upgraded = await storedPost(post.id)
    expect(upgraded.tier).toBe('pinned')
    const fromNow = new Date(upgraded.liveUntil!).getTime() - Date.now()
    expect(Math.abs(fromNow - DEFAULT_TIERS.pinned.days * 86_400_000)).toBeLessThan(60_000)
    const job = await payload.findByID({ collection: 'jobs', id: upgraded.job as number, depth: 0, overrideAccess: true })
    expect(job).toMatchObject({ placement: 'pinned', placementEndsAt: upgraded.liveUntil })
    await waitForMail(post.contactEmail, /^Receipt: Pinned/)

    const lower = await startCheckout(post, 'standard')
    expect(lower.status).toBe(409)
  })

  it('an ended post bought again goes live again for the tier\'s days from now', async () => {
    const { post, job } = await livePost({ tier: 'standard' })
    await api(close.POST, 'POST', `/api/job-posts/${post.id}/close`, { json: { token: post.token } })
    await pay(post)
    const stored = await storedPost(post.id)
    expect(stored.state).toBe('live')
    expect((await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })).status).toBe('active')
  })
})

describe('reports on a paid, approved post', () => {
  it("the probe's attack (one anonymous report, twice a fresh account reporting, one address) leaves a Featured paid job listed and tells staff at once", async () => {
    const { job } = await livePost({ tier: 'featured' })
    expect(await reportFromOneAddressWithFreshAccounts(job.slug!, randomClient())).toEqual([201, 201, 201, 201, 201])
    const page = await api(jobBySlug.GET, 'GET', `/api/jobs/${job.slug}`)
    expect(page.status, page.text).toBe(200)
    expect(page.body.placement).toBe('featured')
    const subject = `Paid job reported: ${job.title}`
    const mail = await sink().waitFor((m) => m.subject === subject)
    expect(mail.text).toContain(`/cms/collections/jobs/${job.id}`)
    // One e-mail per staff member for the first report; the later ones wait in /cms.
    const staffMember = mail.to![0]!.address
    expect(sink().messages.filter((m) => m.subject === subject && m.to?.[0]?.address === staffMember)).toHaveLength(1)
  })

  it('is never held automatically, even by reports from many addresses', async () => {
    const { job } = await livePost()
    for (let i = 0; i < 4; i++) expect((await api(reportJob.POST, 'POST', `/api/jobs/${job.slug}/reports`, { json: { reason: 'scam' } })).status).toBe(201)
    expect((await payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })).status).toBe('active')
  })
})

describe('POST /api/job-posts/{id}/logo', () => {
  const upload = (post: Draft, bytes: Uint8Array<ArrayBuffer>, type: string, name = 'logo.png') => {
    const form = new FormData()
    form.set('token', post.token)
    form.set('file', new File([bytes], name, { type }))
    return api(logo.POST, 'POST', `/api/job-posts/${post.id}/logo`, { body: form })
  }

  it('stores a real image like the site\'s media and sets it on the job\'s company', async () => {
    const { post, job } = await livePost()
    const png = new Uint8Array(await (await import('sharp')).default({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer())
    const result = await upload(post, png, 'image/png')
    expect(result.status, result.text).toBe(200)
    expect(result.body.logo).toMatch(/^http:\/\/localhost:3000\/cms\/api\/media\/file\/job-post-\d+-logo.*\.png$/)
    const company = await payload.findByID({ collection: 'companies', id: job.company as number, depth: 0, overrideAccess: true })
    expect(company.logo).toBe(result.body.logo)
    const served = await cmsApi('GET', new URL(result.body.logo).pathname.replace(/^\/cms\/api/, ''))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(jobPostManageSchema.parse((await api(manage.GET, 'GET', `/api/job-posts/manage?token=${encodeURIComponent(post.token)}`)).body).logo).toBe(result.body.logo)
  })

  it('refuses what is not a PNG, JPEG or WebP by its bytes (415), an oversized file (413), and no file (400)', async () => {
    const post = await createPost()
    expect((await upload(post, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png')).status).toBe(415)
    expect((await upload(post, new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3, 4]), 'image/gif', 'logo.gif')).status).toBe(415)
    const png = new Uint8Array(await samplePng())
    expect((await upload(post, png, 'image/jpeg', 'logo.jpg')).status).toBe(415)
    const huge = new Uint8Array(LOGO_MAX_BYTES + 1)
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect((await upload(post, huge, 'image/png')).status).toBe(413)
    const form = new FormData()
    form.set('token', post.token)
    const noFile = await api(logo.POST, 'POST', `/api/job-posts/${post.id}/logo`, { body: form })
    expect(noFile.status).toBe(400)
    expect(jobPostFieldErrorsSchema.parse(noFile.body).fields.file).toBe(JOB_POST_MESSAGES.logoMissing)
    expect((await storedPost(post.id)).logo).toBeFalsy()
  })

  it('refuses an image bomb (a 16,000 × 16,000 PNG of a few KB) and a PNG signature followed by garbage with a 400 and a message, before decoding', async () => {
    const post = await createPost()
    const bomb = new Uint8Array(declaredPng(16_000, 16_000))
    expect(bomb.byteLength).toBeLessThan(LOGO_MAX_BYTES)
    const started = performance.now()
    const refused = await upload(post, bomb, 'image/png')
    expect(refused.status, refused.text).toBe(400)
    expect(jobPostFieldErrorsSchema.parse(refused.body).fields.file).toBe(JOB_POST_MESSAGES.logoTooManyPixels)
    expect(performance.now() - started).toBeLessThan(2000)
    const garbage = new Uint8Array(4096).map(() => Math.floor(Math.random() * 256))
    garbage.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const unreadable = await upload(post, garbage, 'image/png')
    expect(unreadable.status, unreadable.text).toBe(400)
    expect(jobPostFieldErrorsSchema.parse(unreadable.body).fields.file).toBe(JOB_POST_MESSAGES.logoUnreadable)
    expect((await storedPost(post.id)).logo).toBeFalsy()
  })

  it(`takes ${LOGO_UPLOADS_PER_HOUR} uploads an hour from one client, then 429`, async () => {
    const post = await createPost()
    const client = randomClient()
    const statuses: number[] = []
    for (let i = 0; i <= LOGO_UPLOADS_PER_HOUR; i++) {
      const form = new FormData()
      form.set('token', post.token)
      form.set('file', new File([new Uint8Array([0x47, 0x49, 0x46])], 'logo.gif', { type: 'image/gif' }))
      statuses.push((await api(logo.POST, 'POST', `/api/job-posts/${post.id}/logo`, { body: form, client })).status)
    }
    expect(statuses).toEqual([...Array<number>(LOGO_UPLOADS_PER_HOUR).fill(415), 429])
  })

  // Resizing off the event loop keeps a sign-in within a small multiple of its idle time; one that blocked it would
  // wait for four full-size resizes (seconds). The bound leaves room for the other test files sharing two cores.
  it("four uploads at the size bound at once keep another visitor's sign-in under three times its idle time", async () => {
    const { email, password } = await createTestUser('user')
    const signInTime = async () => {
      const started = performance.now()
      const result = await api(signIn.POST, 'POST', '/api/auth/login', { json: { email, password } })
      expect(result.status, result.text).toBe(200)
      return performance.now() - started
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const idle: number[] = []
    for (let i = 0; i < 5; i++) idle.push(await signInTime())
    const atBound = new Uint8Array(await (await import('sharp')).default({ create: { width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, channels: 3, background: '#0f766e' } }).png().toBuffer())
    const posts = await Promise.all([0, 1, 2, 3].map(() => createPost()))
    const uploads = Promise.all(posts.map((post) => upload(post, atBound, 'image/png')))
    const busy: number[] = []
    for (let i = 0; i < 5; i++) busy.push(await signInTime())
    expect((await uploads).map((result) => result.status)).toEqual([200, 200, 200, 200])
    expect(median(busy)).toBeLessThan(3 * median(idle))
  }, 180_000) // about 25 s on a quiet machine: ten sign-ins, four posts and four resized logos
})

/** A PNG that declares `width` × `height` one-bit grey pixels, all zero: a few kilobytes that decode to width × height. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8)
  const rows = zlib.deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 })
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))])
}

describe('the end of the paid period (worker task)', () => {
  const setLiveUntil = (id: number, at: Date) => poolOf(payload).query('UPDATE job_posts SET live_until = $2 WHERE id = $1', [id, at.toISOString()])

  beforeEach(async () => {
    // Other tests' live posts stay far from their end, so only this test's posts are due.
    await poolOf(payload).query(`UPDATE job_posts SET live_until = now() + interval '300 days', renewal_notice_sent_at = now() WHERE state = 'live'`)
  })

  it(`mails a renewal link once, ${RENEWAL_NOTICE_DAYS} days before the end, with the post's own manage link (earlier links keep working)`, async () => {
    const { post } = await livePost()
    await setLiveUntil(post.id, new Date(Date.now() + (RENEWAL_NOTICE_DAYS - 1) * 86_400_000))
    await poolOf(payload).query('UPDATE job_posts SET renewal_notice_sent_at = NULL WHERE id = $1', [post.id])
    expect(await endJobPostPeriods(payload)).toMatchObject({ noticed: 1, ended: 0 })
    expect(await endJobPostPeriods(payload)).toMatchObject({ noticed: 0 })
    const mail = await waitForMail(post.contactEmail, /ends on/)
    const token = decodeURIComponent(/manage\?token=([^\s"&]+)/.exec(mail.text ?? '')![1]!)
    expect(token).toBe(post.token)
    expect((await api(manage.GET, 'GET', `/api/job-posts/manage?token=${encodeURIComponent(token)}`)).body.id).toBe(post.id)
  })

  it('is a task of the jobs queue, scheduled on JOB_POSTS_CRON for the worker', async () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'endJobPostPeriods')
    expect(task?.schedule).toEqual([{ cron: '*/15 * * * *', queue: 'job-posts' }])
    const { post } = await livePost()
    await setLiveUntil(post.id, new Date(Date.now() - 1000))
    await payload.jobs.queue({ task: 'endJobPostPeriods', input: {}, queue: 'job-posts' })
    await payload.jobs.run({ queue: 'job-posts' })
    expect((await storedPost(post.id)).state).toBe('ended')
  })

  it('ends the post and expires its job once the period is over', async () => {
    const { post, job } = await livePost()
    await setLiveUntil(post.id, new Date(Date.now() - 1000))
    expect((await endJobPostPeriods(payload)).ended).toBe(1)
    expect((await storedPost(post.id)).state).toBe('ended')
    expect((await api(jobBySlug.GET, 'GET', `/api/jobs/${job.slug}`)).status).toBe(410)
  })
})
