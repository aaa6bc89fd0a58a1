import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_DATA_MESSAGES, accountExportSchema } from '@cms/contract/accountData'
import type { CreateJobPostRequest } from '@cms/contract/jobPosts'
import { poolOf } from '@cms/lib/sql'
import { api, cookieFrom } from '../security/calls'
import { served } from '../support/servedApi'
import { createTestUser, getTestPayload, sessionCookieFor } from './helpers'

const exportCall = served('/api/auth/export')
const deleteCall = served('/api/auth/delete-account')
const sessionCall = served('/api/auth/session')
const saveJob = served('/api/auth/save-job')
const alertsCall = served('/api/alerts')
const contactCall = served('/api/contact')
const jobPostsCall = served('/api/job-posts')

let payload: Awaited<ReturnType<typeof getTestPayload>>
let jobSlug: string
let categorySlug: string

beforeAll(async () => {
  payload = await getTestPayload()
  jobSlug = (await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.slug!
  categorySlug = (await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.slug!
})

const pool = () => poolOf(payload)
/** The account has proven its address (as following an alert's confirmation link while signed in does). */
const prove = (userId: number) => pool().query('UPDATE users SET email_verified_at = now() WHERE id = $1', [userId])

/** An account with something of each kind: a saved job, an alert of its own, a contact message, and, under its address, a subscription, a purchase and a job post. */
async function accountWithData() {
  const account = await createTestUser('user')
  const { cookie, email, user } = account
  expect((await api(saveJob.POST, 'POST', '/api/auth/save-job', { cookie, json: { jobSlug } })).status).toBe(200)
  expect((await api(alertsCall.POST, 'POST', '/api/alerts', { cookie, json: { email, frequency: 'weekly', q: `export ${user.id}` } })).status).toBe(201)
  expect((await api(contactCall.POST, 'POST', '/api/contact', { cookie, json: { name: 'Test Person', email, topic: 'privacy', message: 'Please tell me what you hold about me.' }, headers: { 'x-nomad-client': `192.0.2.${user.id % 250}` } })).status).toBe(201)
  await payload.create({ collection: 'subscribers', overrideAccess: true, data: { email, name: 'Test Person', subscribedAt: new Date().toISOString(), isActive: true } })
  await payload.create({ collection: 'orders', overrideAccess: true, data: { email, stripeSessionId: `cs_test_export_${user.id}_${Date.now()}`, stripePaymentIntentId: `pi_export_${user.id}`, status: 'paid', amountTotal: 1299, currency: 'usd', downloadCount: 0 } })
  const post: CreateJobPostRequest = {
    company: { name: 'Export Test Co', website: 'https://export-test.example' },
    title: `Export Test Engineer ${user.id}`,
    category: categorySlug,
    type: 'full-time',
    experienceLevel: 'senior',
    description: '<p>We are hiring a remote engineer to build and run our booking platform with a small, kind team of people.</p>',
    applyUrl: 'https://export-test.example/apply',
    applyEmail: '',
    salaryMin: 5000,
    salaryMax: 7000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'month',
    locationText: 'Europe',
    tier: 'standard',
    contactEmail: email,
  }
  const created = await api(jobPostsCall.POST, 'POST', '/api/job-posts', { json: post, headers: { 'x-nomad-client': `192.0.2.${(user.id % 250) + 1}` } })
  expect(created.status, created.text).toBe(201)
  return { ...account, manageToken: created.body.token as string }
}

const exportOf = async (cookie: string) => {
  const result = await api(exportCall.GET, 'GET', '/api/auth/export', { cookie })
  expect(result.status, result.text).toBe(200)
  return { result, data: accountExportSchema.parse(result.body) }
}

describe('GET /api/auth/export', () => {
  it('answers 401 signed out', async () => {
    expect((await api(exportCall.GET, 'GET', '/api/auth/export')).status).toBe(401)
  })

  it('is a JSON attachment with the account, its saved jobs, alerts, messages, and under a proven address its subscription, purchases and job posts; never a secret', async () => {
    const { user, cookie, email, password, manageToken } = await accountWithData()
    await prove(user.id)
    const { result, data } = await exportOf(cookie)
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="nomad-jobs-account-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(result.headers.get('cache-control')).toContain('no-store')
    expect(data.note).toBe(ACCOUNT_DATA_MESSAGES.provenNote)
    expect(data.account).toMatchObject({ id: user.id, email, fullName: 'Test Person', role: 'user' })
    expect(data.account.emailProvenAt).not.toBeNull()
    expect(data.savedJobs.map((job) => job.slug)).toEqual([jobSlug])
    expect(data.alerts).toEqual([expect.objectContaining({ email, frequency: 'weekly', confirmed: false })])
    expect(data.contactMessages).toEqual([expect.objectContaining({ topic: 'privacy', message: 'Please tell me what you hold about me.' })])
    expect(data.newsletter).toMatchObject({ email, active: true })
    expect(data.guidePurchases).toEqual([expect.objectContaining({ email, status: 'paid', amountTotal: 1299 })])
    expect(data.jobPosts).toEqual([expect.objectContaining({ title: `Export Test Engineer ${user.id}`, contactEmail: email, companyName: 'Export Test Co' })])

    const stored = (await pool().query<{ hash: string; salt: string }>('SELECT hash, salt FROM users WHERE id = $1', [user.id])).rows[0]!
    const sessions = (await pool().query<{ id: string }>('SELECT id FROM users_sessions WHERE _parent_id = $1', [user.id])).rows
    for (const secret of [stored.hash, stored.salt, password, manageToken, ...sessions.map((s) => s.id), `pi_export_${user.id}`, 'cs_test_export_']) expect(result.text).not.toContain(secret)
    expect(result.text).not.toMatch(/"(hash|salt|sessions|resetPasswordToken|manageTokenHash|manageTokenSeed|stripeSessionId|stripePaymentIntentId)"/)
  })

  it('holds only what the account did itself while its address is not proven (anyone can register any address)', async () => {
    const { cookie } = await accountWithData()
    const { data } = await exportOf(cookie)
    expect(data.note).toBe(ACCOUNT_DATA_MESSAGES.unprovenNote)
    expect(data.savedJobs).toHaveLength(1)
    expect(data.alerts).toHaveLength(1)
    expect(data.contactMessages).toHaveLength(1)
    expect(data.newsletter).toBeNull()
    expect(data.guidePurchases).toEqual([])
    expect(data.jobPosts).toEqual([])
  })
})

/** How many rows each table holds for an account and its address. */
async function rowsOf(userId: number, email: string) {
  const count = async (sql: string, params: unknown[]) => (await pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n
  return {
    users: await count('users WHERE id = $1', [userId]),
    sessions: await count('users_sessions WHERE _parent_id = $1', [userId]),
    savedJobs: await count(`users_rels WHERE parent_id = $1 AND path = 'savedJobs'`, [userId]),
    alerts: await count('job_alerts WHERE email = $1', [email]),
    activeSubscriptions: await count('subscribers WHERE email = $1 AND is_active', [email]),
    orders: await count('orders WHERE email = $1', [email]),
    jobPosts: await count('job_posts WHERE contact_email = $1', [email]),
    contactMessages: await count('contact_messages WHERE email = $1', [email]),
    linkedContactMessages: await count('contact_messages WHERE user_id = $1', [userId]),
  }
}

const deleteWith = (cookie: string, json: unknown, headers: Record<string, string> = {}) => api(deleteCall.POST, 'POST', '/api/auth/delete-account', { cookie, json, headers })

describe('POST /api/auth/delete-account', () => {
  it('answers 401 signed out and 400 without a password', async () => {
    expect((await deleteWith('', { password: 'whatever-it-is' })).status).toBe(401)
    const { cookie } = await createTestUser('user')
    const missing = await deleteWith(cookie, {})
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ success: false, message: ACCOUNT_DATA_MESSAGES.passwordRequired })
  })

  it('refuses a wrong password and a post from another site, and deletes nothing', async () => {
    const { user, cookie, email, password } = await accountWithData()
    const before = await rowsOf(user.id, email)
    const wrong = await deleteWith(cookie, { password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ success: false, message: ACCOUNT_DATA_MESSAGES.wrongPassword })
    expect((await deleteWith(cookie, { password }, { origin: 'https://evil.example' })).status).toBe(403)
    expect(await rowsOf(user.id, email)).toEqual(before)
  })

  it('deletes the account, its sessions, saved jobs and alerts in one go, keeps purchases, posts, messages and the newsletter, and nothing of anyone else', async () => {
    const leaving = await accountWithData()
    const staying = await accountWithData()
    await prove(leaving.user.id)
    await prove(staying.user.id)
    const otherSession = await sessionCookieFor(leaving.email, leaving.password)
    const stayingBefore = await rowsOf(staying.user.id, staying.email)
    const before = await rowsOf(leaving.user.id, leaving.email)
    expect(before).toMatchObject({ users: 1, savedJobs: 1, alerts: 1, activeSubscriptions: 1, orders: 1, jobPosts: 1, contactMessages: 1, linkedContactMessages: 1 })
    expect(before.sessions).toBeGreaterThanOrEqual(2)

    const deleted = await deleteWith(leaving.cookie, { password: leaving.password })
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.body).toEqual({ success: true, message: ACCOUNT_DATA_MESSAGES.deleted })
    expect(deleted.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect(await rowsOf(leaving.user.id, leaving.email)).toEqual({
      users: 0,
      sessions: 0,
      savedJobs: 0,
      alerts: 0,
      activeSubscriptions: 1,
      orders: 1,
      jobPosts: 1,
      contactMessages: 1,
      linkedContactMessages: 0,
    })
    expect(await rowsOf(staying.user.id, staying.email)).toEqual(stayingBefore)
    for (const cookie of [leaving.cookie, otherSession]) expect((await api(sessionCall.GET, 'GET', '/api/auth/session', { cookie })).status).toBe(401)
  })

  it('ends the newsletter subscription of a proven address only when asked', async () => {
    const leaving = await accountWithData()
    await prove(leaving.user.id)
    const deleted = await deleteWith(leaving.cookie, { password: leaving.password, unsubscribeNewsletter: true })
    expect(deleted.body).toEqual({ success: true, message: `${ACCOUNT_DATA_MESSAGES.deleted} ${ACCOUNT_DATA_MESSAGES.unsubscribed}` })
    expect(await rowsOf(leaving.user.id, leaving.email)).toMatchObject({ activeSubscriptions: 0, orders: 1 })
  })

  it('leaves what is held under an unproven address alone, even when asked to unsubscribe', async () => {
    const leaving = await accountWithData()
    await pool().query(`UPDATE job_alerts SET confirmed_at = now(), user_id = NULL WHERE email = $1`, [leaving.email])
    const deleted = await deleteWith(leaving.cookie, { password: leaving.password, unsubscribeNewsletter: true })
    expect(deleted.body).toEqual({ success: true, message: ACCOUNT_DATA_MESSAGES.deleted })
    expect(await rowsOf(leaving.user.id, leaving.email)).toMatchObject({ users: 0, alerts: 1, activeSubscriptions: 1 })
  })

  it('lets an admin go while another admin remains', async () => {
    const admin = await createTestUser('admin')
    const deleted = await deleteWith(admin.cookie, { password: admin.password })
    expect(deleted.status, deleted.text).toBe(200)
  })

  it('frees the address: it can register again', async () => {
    const leaving = await createTestUser('user')
    expect((await deleteWith(leaving.cookie, { password: leaving.password })).status).toBe(200)
    const again = await api(served('/api/auth/register').POST, 'POST', '/api/auth/register', { json: { email: leaving.email, password: 'another-horse-battery', username: 'returning' } })
    expect(again.status, again.text).toBe(201)
    expect(cookieFrom(again)).toContain('token=')
  })
})

