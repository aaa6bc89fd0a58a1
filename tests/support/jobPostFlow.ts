import { expect } from 'vitest'
import type { CreateJobPostRequest } from '@cms/contract/jobPosts'
import type { JobPost } from '@cms/payload-types'
import { getTestPayload } from '../integration/helpers'
import { api, cmsApi, type CallResult } from '../security/calls'
import type { FakeStripe } from './fakeStripe'
import { jobPostBody } from './jobPostBody'
import { served } from './servedApi'

const create = served('/api/job-posts')
const checkout = served('/api/job-posts/:id/checkout')
const webhook = served('/api/stripe/webhook')

export interface Draft {
  id: number
  token: string
  contactEmail: string
}

/** What the flow needs, read when a step runs (the suite's beforeAll fills it). */
export interface JobPostFlowSetup {
  stripe: FakeStripe
  webhookSecret: string
  adminCookie: string
  categorySlug: string
}

/** An employer's way through the served calls: create a post, pay it on the fake Stripe, have staff decide it. */
export function jobPostFlow(setup: () => JobPostFlowSetup) {
  const postBody = (overrides: Partial<CreateJobPostRequest> = {}) => jobPostBody(setup().categorySlug, overrides)

  async function createPost(overrides: Partial<CreateJobPostRequest> = {}): Promise<Draft> {
    const body = postBody(overrides)
    const result = await api(create.POST, 'POST', '/api/job-posts', { json: body })
    expect(result.status, result.text).toBe(201)
    return { id: result.body.id, token: result.body.token, contactEmail: body.contactEmail }
  }

  const storedPost = async (id: number) => (await getTestPayload()).findByID({ collection: 'job-posts', id, depth: 0, overrideAccess: true }) as Promise<JobPost>

  const startCheckout = (post: Draft, tier?: string): Promise<CallResult> =>
    api(checkout.POST, 'POST', `/api/job-posts/${post.id}/checkout`, { json: { token: post.token, ...(tier ? { tier } : {}) } })

  const sessionIdOf = (result: CallResult) => result.body.url.split('/').pop() as string

  const deliver = (event: { body: string; signature: string }) =>
    api(webhook.POST, 'POST', '/api/stripe/webhook', { body: event.body, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } })

  /** Pays a checkout of the post on the fake Stripe and delivers Stripe's signed event. */
  async function pay(post: Draft, tier?: string, promotionCode?: string) {
    const { stripe, webhookSecret } = setup()
    const started = await startCheckout(post, tier)
    expect(started.status, started.text).toBe(200)
    const session = stripe.markPaid(sessionIdOf(started), promotionCode)
    const delivered = await deliver(stripe.signedEvent('checkout.session.completed', session, webhookSecret))
    expect(delivered.status, delivered.text).toBe(200)
    return session
  }

  const decide = (id: number, json: Record<string, unknown>, cookie = setup().adminCookie) => cmsApi('PATCH', `/job-posts/${id}`, { cookie, json })

  /** A post paid and approved by staff: its job is live. */
  async function livePost(overrides: Partial<CreateJobPostRequest> = {}) {
    const post = await createPost(overrides)
    await pay(post)
    const approved = await decide(post.id, { decision: 'approve' })
    expect(approved.status, approved.text).toBe(200)
    const stored = await storedPost(post.id)
    const job = await (await getTestPayload()).findByID({ collection: 'jobs', id: stored.job as number, depth: 0, overrideAccess: true })
    return { post, stored, job }
  }

  return { postBody, createPost, storedPost, startCheckout, sessionIdOf, deliver, pay, decide, livePost }
}

/** The Stripe settings the job-post calls read, pointed at the fake Stripe (delete them after the suite). */
export const JOB_POST_STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const
export function setJobPostStripeEnv(stripe: FakeStripe, webhookSecret: string) {
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake_job_posts'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_job_posts'
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret
  process.env.STRIPE_API_BASE = stripe.url
}
