import { describe, expect, it } from 'vitest'
import { COMPANY_CLAIM_MESSAGES } from '@cms/contract/companyClaims'
import { DEFAULT_TIERS, JOB_POST_MESSAGES, jobPostManageSchema } from '@cms/contract/jobPosts'
import type { JobPost } from '@cms/payload-types'
import { api } from '../security/calls'
import { jobPostBody } from '../support/jobPostBody'
import { useJobPostReviewSuite } from '../support/jobPostReviewSuite'
import { served } from '../support/servedApi'
import { sinkForThisFile } from '../support/sinkForThisFile'

/** Issue 44, item 3: a board without Stripe still takes posts when an admin lets them go to review free. */
const setting = served('/api/admin/job-post-review')
const tiers = served('/api/job-posts/tiers')
const create = served('/api/job-posts')
const checkout = served('/api/job-posts/:id/checkout')
const jobBySlug = served('/api/jobs/:slug')
const claim = served('/api/job-posts/:id/company/claim')

// Every mail of the suite, the seed's queued ones included, goes to the sink from the start.
const sink = sinkForThisFile()

const { suite, setFreeReview, sendForReview, decide } = useJobPostReviewSuite()

const submission = async () => (await api(tiers.GET, 'GET', '/api/job-posts/tiers')).body.submission
async function createDraft(tier: 'standard' | 'featured' | 'pinned' = 'pinned', overrides: Parameters<typeof jobPostBody>[1] = {}) {
  const body = jobPostBody(suite.categorySlug, { tier, ...overrides })
  const created = await api(create.POST, 'POST', '/api/job-posts', { json: body })
  expect(created.status, created.text).toBe(201)
  return { id: created.body.id as number, token: created.body.token as string, contactEmail: body.contactEmail }
}
const startCheckout = (post: { id: number; token: string }) => api(checkout.POST, 'POST', `/api/job-posts/${post.id}/checkout`, { json: { token: post.token } })
const storedPost = (id: number) => suite.payload.findByID({ collection: 'job-posts', id, depth: 0, overrideAccess: true }) as Promise<JobPost>
const requestClaim = (post: { id: number; token: string }) => api(claim.POST, 'POST', `/api/job-posts/${post.id}/company/claim`, { json: { token: post.token } })
const mailsTo = (to: string, subject: RegExp) => sink().messages.filter((mail) => mail.to?.some((address) => address.address === to) && subject.test(mail.subject ?? ''))
/** Runs `work` with Stripe's keys set (payments on), then takes them away again. */
async function withPayments<T>(work: () => Promise<T>) {
  process.env.STRIPE_SECRET_KEY = 'sk_test_free_review'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_free_review'
  try {
    return await work()
  } finally {
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_PUBLISHABLE_KEY
  }
}

describe('the free-review setting (admins only)', () => {
  it('refuses the signed-out, members and editors, reads and writes for admins, and refuses a body that is not true or false', async () => {
    expect((await api(setting.GET, 'GET', '/api/admin/job-post-review')).status).toBe(401)
    for (const who of [suite.member, suite.editor]) {
      expect((await api(setting.GET, 'GET', '/api/admin/job-post-review', { cookie: who.cookie })).status).toBe(403)
      expect((await setFreeReview(true, who.cookie)).status).toBe(403)
    }
    expect((await api(setting.POST, 'POST', '/api/admin/job-post-review', { json: { freeReviewWhilePaymentsOff: true } })).status).toBe(401)
    expect((await api(setting.POST, 'POST', '/api/admin/job-post-review', { cookie: suite.admin.cookie, json: { freeReviewWhilePaymentsOff: 'yes' } })).status).toBe(400)

    const read = await api(setting.GET, 'GET', '/api/admin/job-post-review', { cookie: suite.admin.cookie })
    expect(read.status).toBe(200)
    expect(read.body).toEqual({ freeReviewWhilePaymentsOff: false, paymentsConfigured: false })
    const saved = await setFreeReview(true)
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({ success: true, freeReviewWhilePaymentsOff: true, paymentsConfigured: false })
    // Stored where the tiers live; the tiers themselves unchanged.
    const global = await suite.payload.findGlobal({ slug: 'job-post-tiers', depth: 0, overrideAccess: true })
    expect(global.freeReviewWhilePaymentsOff).toBe(true)
    expect(global.standard?.priceCents).toBeGreaterThan(0)
    expect((await setFreeReview(false)).body.freeReviewWhilePaymentsOff).toBe(false)
  })
})

describe("the mail with a new draft's manage link", () => {
  const savedMail = async (post: { contactEmail: string }) => (await sink().waitFor((mail) => Boolean(mail.to?.some((to) => to.address === post.contactEmail) && /is saved/.test(mail.subject ?? '')))).text ?? ''

  it('with free review on, says to send it for review free, not that it goes live once paid', async () => {
    await setFreeReview(true)
    const text = await savedMail(await createDraft('standard'))
    expect(text).toContain('It is not public: send it for review from your manage page (free of charge while this site takes no payments); our staff then review it and put it live.')
    expect(text).toContain('Manage your post (send it for review, edit, upload your logo, see its views): ')
    expect(text).not.toMatch(/paid|\bpay\b/)
  })

  it('with free review off, says it cannot be sent for review until the site takes payments', async () => {
    await setFreeReview(false)
    const text = await savedMail(await createDraft('standard'))
    expect(text).toContain('It is not public: this site takes no job post payments yet, so it cannot be sent for review for now.')
    expect(text).not.toMatch(/paid|\bpay\b/)
  })

  it('with payments on, says it goes live once paid, whatever the setting', async () => {
    await setFreeReview(true)
    const text = await withPayments(async () => savedMail(await createDraft('standard')))
    expect(text).toContain('It is not public: once it is paid, our staff review it and put it live.')
    expect(text).toContain('Manage your post (pay, edit, upload your logo, see its views): ')
  })
})

describe('posts without payments', () => {
  it('with free review off: the tiers say paused, a draft cannot be sent (503), checkout answers 503', async () => {
    await setFreeReview(false)
    expect(await submission()).toBe('paused')
    const post = await createDraft()
    const sent = await sendForReview(post)
    expect(sent.status).toBe(503)
    expect(sent.body.message).toBe(JOB_POST_MESSAGES.reviewPaused)
    expect((await startCheckout(post)).status).toBe(503)
    expect((await storedPost(post.id)).state).toBe('draft')
  })

  it('with free review on: a draft goes to review free as a Standard post, once; checkout still answers 503; staff approve it and its job is live', async () => {
    await setFreeReview(true)
    expect(await submission()).toBe('free-review')
    const post = await createDraft('pinned')
    expect((await startCheckout(post)).status).toBe(503)

    expect((await sendForReview({ id: post.id, token: 'not-the-token' })).status).toBe(403)
    const sent = await sendForReview(post)
    expect(sent.status, sent.text).toBe(200)
    expect(jobPostManageSchema.parse(sent.body)).toMatchObject({ id: post.id, state: 'in-review', tier: 'standard' })
    const stored = await storedPost(post.id)
    expect(stored).toMatchObject({ state: 'in-review', tier: 'standard', needsReview: true })
    expect(stored.payments ?? []).toEqual([])
    const again = await sendForReview(post)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(JOB_POST_MESSAGES.notSendable)
    const inReview = await sink().waitFor((mail) => Boolean(mail.to?.some((to) => to.address === post.contactEmail) && /is in review/.test(mail.subject ?? '')))
    expect(inReview.subject).toBe('Your job post "Senior Platform Engineer" is in review')
    expect(inReview.text).toContain(`it then goes live for ${DEFAULT_TIERS.standard.days} days as ${DEFAULT_TIERS.standard.label}`)
    expect(inReview.text).not.toMatch(/paid|receipt/i)

    const approved = await decide(post.id, { decision: 'approve' })
    expect(approved.status, approved.text).toBe(200)
    const live = await storedPost(post.id)
    expect(live.state).toBe('live')
    const job = await suite.payload.findByID({ collection: 'jobs', id: live.job as number, depth: 0, overrideAccess: true })
    expect(job).toMatchObject({ status: 'active', placement: 'standard' })
    const publicJob = await api(jobBySlug.GET, 'GET', `/api/jobs/${job.slug}`)
    expect(publicJob.status).toBe(200)
    await sink().waitFor((mail) => Boolean(mail.to?.some((to) => to.address === post.contactEmail) && /is live/.test(mail.subject ?? '')))
  })

  it('two sends of one draft at once: one is sent and mailed, the other is 409', async () => {
    await setFreeReview(true)
    const post = await createDraft('standard')
    const statuses = (await Promise.all([sendForReview(post), sendForReview(post), sendForReview(post)])).map((sent) => sent.status).sort()
    expect(statuses).toEqual([200, 409, 409])
    await sink().waitFor((mail) => Boolean(mail.to?.some((to) => to.address === post.contactEmail) && /is in review/.test(mail.subject ?? '')))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailsTo(post.contactEmail, /is in review/)).toHaveLength(1)
  })

  it("the employer of a post approved after a free review claims its company as a paid post's employer does", async () => {
    await setFreeReview(true)
    const id = Math.random().toString(36).slice(2, 8)
    const post = await createDraft('standard', { company: { name: `Freeco ${id}`, website: `https://freeco-${id}.example` }, contactEmail: `boss-${id}@freeco-${id}.example` })
    const early = await requestClaim(post)
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(COMPANY_CLAIM_MESSAGES.notApproved)
    expect((await sendForReview(post)).status).toBe(200)
    expect((await requestClaim(post)).body.message).toBe(COMPANY_CLAIM_MESSAGES.notApproved)
    expect((await decide(post.id, { decision: 'approve' })).status).toBe(200)
    const claimed = await requestClaim(post)
    expect(claimed.status, claimed.text).toBe(200)
    await sink().waitFor((mail) => Boolean(mail.to?.some((to) => to.address === post.contactEmail) && /Confirm that you manage Freeco/.test(mail.subject ?? '')))
  })

  it('staff reject a post sent free: nothing to refund, and the mail says no payment came back', async () => {
    await setFreeReview(true)
    const post = await createDraft('standard')
    expect((await sendForReview(post)).status).toBe(200)
    const rejected = await decide(post.id, { decision: 'reject', rejectionReason: 'Not remote.' })
    expect(rejected.status, rejected.text).toBe(200)
    expect((await storedPost(post.id)).state).toBe('rejected')
    const mail = await sink().waitFor((message) => Boolean(message.to?.some((to) => to.address === post.contactEmail) && /was not approved/.test(message.subject ?? '')))
    expect(mail.text).toContain('Why: Not remote.')
    expect(mail.text).not.toMatch(/refund/i)
  })

  it('with payments on, the setting changes nothing: the tiers say checkout and a free send is 409', async () => {
    await setFreeReview(true)
    const post = await createDraft()
    await withPayments(async () => {
      expect(await submission()).toBe('checkout')
      const sent = await sendForReview(post)
      expect(sent.status).toBe(409)
      expect(sent.body.message).toBe(JOB_POST_MESSAGES.reviewNeedsPayment)
      expect((await storedPost(post.id)).state).toBe('draft')
    })
  })
})
