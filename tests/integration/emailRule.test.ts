/**
 * One e-mail rule on every call and form that takes an address: an address Payload's e-mail field refuses (a
 * domain label ending in a hyphen, `a@b-.co`) passed zod's `z.email()` and was a 500 after the input check ("a
 * problem on our side" on the forms). Each call now answers 400 with its field's message, each form its declared
 * refusal, and nothing is stored.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { MSG } from '@cms/contract/accounts'
import { ALERT_FORM_RESULT } from '@cms/contract/alertValues'
import { CONTACT_FORM_RESULT, CONTACT_MESSAGES } from '@cms/contract/contactValues'
import { JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { REPORT_MESSAGES } from '@cms/contract/reportValues'
import { poolOf } from '@cms/lib/sql'
import type { CollectionSlug } from 'payload'
import { api, randomClient } from '../security/calls'
import { jobPostBody } from '../support/jobPostBody'
import { served } from '../support/servedApi'
import { apiRequest, getTestPayload } from './helpers'

const calls = {
  register: served('/api/auth/register'),
  registerForm: served('/api/auth/register/form'),
  contact: served('/api/contact'),
  contactForm: served('/api/contact/form'),
  report: served('/api/jobs/:slug/reports'),
  jobPost: served('/api/job-posts'),
  subscribe: served('/api/newsletter/subscribe'),
  alert: served('/api/alerts'),
  alertForm: served('/api/alerts/form'),
}

let payload: Awaited<ReturnType<typeof getTestPayload>>
let jobSlug: string
let categorySlug: string

beforeAll(async () => {
  payload = await getTestPayload()
  jobSlug = (await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 1, depth: 0 })).docs[0]!.slug!
  categorySlug = (await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.slug
})

/** An address of this run that Payload's e-mail field refuses: its domain's first label ends in a hyphen. */
const refusedAddress = () => `edge-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@b-.co`

const stored = async (collection: CollectionSlug, field: string, value: string) =>
  (await payload.count({ collection, where: { [field]: { equals: value } }, overrideAccess: true })).totalDocs

const postForm = (call: { POST: (request: Request) => Promise<Response> }, path: string, form: Record<string, string>) =>
  call.POST(apiRequest(path, { method: 'POST', form, headers: { 'x-nomad-client': randomClient() } }))

/** Where a refused form post goes back to, with its query. */
const refusedTo = (response: Response) => {
  expect(response.status).toBe(303)
  const location = new URL(response.headers.get('location')!, 'http://x')
  return { path: location.pathname, query: Object.fromEntries(location.searchParams) }
}

describe('an address Payload refuses is a 400 with the field’s message, never a 500', () => {
  it('register: JSON and form', async () => {
    const email = refusedAddress()
    const account = { email, password: 'walk-a-password-1', username: 'edgecase' }
    const json = await api(calls.register.POST, 'POST', '/api/auth/register', { json: account })
    expect([json.status, json.body.message]).toEqual([400, MSG.email])
    const form = refusedTo(await postForm(calls.registerForm, '/api/auth/register/form', { ...account, confirmPassword: account.password }))
    expect([form.path, form.query[AUTH_FORM_PARAMS.error]]).toEqual(['/register', MSG.email])
    expect(await stored('users', 'email', email)).toBe(0)
  })

  it('contact: JSON and form', async () => {
    const email = refusedAddress()
    const message = { name: 'Ana Lima', email, topic: 'guide', message: 'Where is my guide? I paid for it yesterday.' }
    const json = await api(calls.contact.POST, 'POST', '/api/contact', { json: message })
    expect([json.status, json.body.message]).toEqual([400, CONTACT_MESSAGES.invalidEmail])
    const form = refusedTo(await postForm(calls.contactForm, '/api/contact/form', message))
    expect([form.path, form.query[CONTACT_FORM_RESULT.error]]).toEqual(['/contact', CONTACT_MESSAGES.invalidEmail])
    expect(await stored('contact-messages', 'email', email)).toBe(0)
  })

  it('job reports', async () => {
    const email = refusedAddress()
    const json = await api(calls.report.POST, 'POST', `/api/jobs/${jobSlug}/reports`, { json: { reason: 'scam', email } })
    expect([json.status, json.body.message]).toEqual([400, REPORT_MESSAGES.invalidEmail])
    expect(await stored('job-reports', 'email', email)).toBe(0)
  })

  it('job posts: the contact and the apply e-mail', async () => {
    for (const [field, message] of [
      ['contactEmail', JOB_POST_MESSAGES.contactEmail],
      ['applyEmail', JOB_POST_MESSAGES.applyEmail],
    ] as const) {
      const email = refusedAddress()
      const json = await api(calls.jobPost.POST, 'POST', '/api/job-posts', { json: jobPostBody(categorySlug, { [field]: email }) })
      expect([json.status, json.body.message, json.body.fields?.[field]], field).toEqual([400, message, message])
      expect(await stored('job-posts', field, email)).toBe(0)
    }
  })

  it('newsletter and job alerts: JSON and form', async () => {
    const email = refusedAddress()
    const subscribed = await api(calls.subscribe.POST, 'POST', '/api/newsletter/subscribe', { json: { email } })
    expect([subscribed.status, subscribed.body.message]).toEqual([400, MSG.email])
    expect(await stored('subscribers', 'email', email)).toBe(0)
    const alert = await api(calls.alert.POST, 'POST', '/api/alerts', { json: { email, frequency: 'daily' } })
    expect([alert.status, alert.body.message]).toEqual([400, MSG.email])
    const form = refusedTo(await postForm(calls.alertForm, '/api/alerts/form', { email, frequency: 'daily' }))
    expect(form.query[ALERT_FORM_RESULT.error]).toBe(MSG.email)
    const { rows } = await poolOf(payload).query('SELECT count(*)::int AS n FROM job_alerts WHERE email = $1', [email])
    expect(rows[0].n).toBe(0)
  })
})
