import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it, vi } from 'vitest'
import { savedJobsResponseSchema, userResponseSchema } from '@cms/contract/accounts'
import { hashLinkToken } from '@cms/lib/linkTokens'
import { query } from '@cms/lib/sql'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { POST: changePassword } = served('/api/auth/change-password')
const { POST: checkEmail } = served('/api/auth/check-email')
const { POST: login } = served('/api/auth/login')
const { POST: logout } = served('/api/auth/logout')
const { POST: register } = served('/api/auth/register')
const { POST: resetRequest } = served('/api/auth/reset-password-request')
const { POST: resetPassword } = served('/api/auth/reset-password')
const { POST: resetCheck } = served('/api/auth/reset-password/check')
const { POST: saveJob } = served('/api/auth/save-job')
const { GET: session } = served('/api/auth/session')
const { POST: unsaveJob } = served('/api/auth/unsave-job')
const { GET: savedJobs } = served('/api/saved-jobs')

type Handler = (request: Request, context: object) => Promise<Response>

const sink = sinkForThisFile()

const unique = (prefix = 'u') => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
/** A fresh client address per call unless given, so per-client limits of one test don't touch another. */
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

interface CallOptions {
  cookie?: string
  ip?: string
  body?: string
  headers?: Record<string, string>
}

async function call(fn: Handler, path: string, json?: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-nomad-client': options.ip ?? randomIp(), ...options.headers }
  if (options.cookie) headers.cookie = options.cookie
  const init: RequestInit & { json?: unknown } = { method: 'POST', headers }
  if (options.body !== undefined) init.body = options.body
  else if (json !== undefined) init.json = json
  const response = await fn(apiRequest(path, init), {})
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, setCookie: response.headers.get('set-cookie') ?? '' }
}

const cookieFrom = (setCookie: string) => setCookie.split(';')[0]!

async function sessionStatus(cookie: string) {
  const response = await session(apiRequest('/api/auth/session', { headers: { cookie } }), {})
  return response.status
}

async function registerUser(overrides: Record<string, unknown> = {}) {
  const data = { email: unique(), username: 'nomad', password: 'Sunny-Lisbon-42', fullName: 'Ada Lovelace', gender: 'female', location: 'Lisbon, Portugal', ...overrides }
  const result = await call(register, '/api/auth/register', data)
  return { ...result, data, cookie: cookieFrom(result.setCookie) }
}

async function anActiveJobSlug(): Promise<string> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 2, depth: 0 })
  expect(docs.length).toBeGreaterThan(1)
  return docs[0]!.slug
}

describe('POST /api/auth/register', () => {
  it('creates a plain user, answers { user } and signs them in with Payload’s cookie', async () => {
    const { status, body, setCookie, data, cookie } = await registerUser({ role: 'admin', confirmPassword: 'Sunny-Lisbon-42' })
    expect(status).toBe(201)
    const { user } = userResponseSchema.parse(body)
    expect(user).toMatchObject({ email: data.email, username: 'nomad', fullName: 'Ada Lovelace', gender: 'female', location: 'Lisbon, Portugal', role: 'user', savedJobs: [] })
    expect(body.user).not.toHaveProperty('hash')
    expect(setCookie).toMatch(/^payload-token=.+HttpOnly/i)
    expect(await sessionStatus(cookie)).toBe(200)
  })

  it("answers 409 'This email is already registered. Please login instead.' for an existing address (any case)", async () => {
    const first = await registerUser()
    const again = await call(register, '/api/auth/register', { ...first.data, email: first.data.email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This email is already registered. Please login instead.')
  })

  it('validates with the spec’s messages and refuses common passwords', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ password: 'password123' }, 'This password is too common. Please choose a less predictable one.'],
      [{ gender: 'robot' }, 'Please choose one of the listed genders'],
      [{ fullName: 'x'.repeat(5000) }, 'Must be at most 120 characters'],
    ]
    for (const [override, message] of cases) {
      const { status, body } = await registerUser(override)
      expect(status, JSON.stringify(override).slice(0, 60)).toBe(400)
      expect(body.message).toBe(message)
    }
  })

  it('answers 400 JSON for a non-JSON, empty or array body and 413 for a huge one', async () => {
    for (const raw of ['{nope', '', '[1,2]', '"text"']) {
      const { status, body } = await call(register, '/api/auth/register', undefined, { body: raw, headers: { 'content-type': 'application/json' } })
      expect(status).toBe(400)
      expect(typeof body.message).toBe('string')
    }
    const huge = await call(register, '/api/auth/register', { email: unique(), password: 'x'.repeat(100_000) })
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe('Request body is too large.')
  })
})

describe('POST /api/auth/login and /logout', () => {
  it('signs in with the right password; 401 for a wrong password or an unknown address', async () => {
    const { data } = await registerUser()
    const ok = await call(login, '/api/auth/login', { email: data.email, password: data.password })
    expect(ok.status).toBe(200)
    expect(userResponseSchema.parse(ok.body).user.email).toBe(data.email)
    expect(await sessionStatus(cookieFrom(ok.setCookie))).toBe(200)

    const wrong = await call(login, '/api/auth/login', { email: data.email, password: 'Wrong-password-1' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe('Invalid email or password.')
    expect(wrong.setCookie).toBe('')
    const unknown = await call(login, '/api/auth/login', { email: unique(), password: 'Whatever-123' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.message).toBe(wrong.body.message)
  })

  it('validates input with the spec’s messages', async () => {
    expect((await call(login, '/api/auth/login', { email: 'x', password: 'secret-pass' })).body.message).toBe('Please enter a valid email address')
    const short = await call(login, '/api/auth/login', { email: unique(), password: '123' })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('Password must be at least 6 characters')
    expect((await call(login, '/api/auth/login', { email: unique() })).status).toBe(400)
  })

  it('logout ends that session on the server (the old cookie stops working) and keeps the others', async () => {
    const { data, cookie: first } = await registerUser()
    const second = cookieFrom((await call(login, '/api/auth/login', { email: data.email, password: data.password })).setCookie)
    const out = await call(logout, '/api/auth/logout', undefined, { cookie: first })
    expect(out.status).toBe(200)
    expect(out.setCookie).toMatch(/^payload-token=;/)
    expect(new Date(/Expires=([^;]+)/.exec(out.setCookie)![1]!).getTime()).toBeLessThanOrEqual(Date.now())
    expect(await sessionStatus(first)).toBe(401) // replaying the cookie does not help
    expect(await sessionStatus(second)).toBe(200)
    // Signed out already: still a clean answer.
    expect((await call(logout, '/api/auth/logout')).status).toBe(200)
  })
})

describe('POST /api/auth/check-email', () => {
  it('answers { exists } without revealing more, case-insensitively', async () => {
    const { data } = await registerUser()
    expect((await call(checkEmail, '/api/auth/check-email', { email: data.email.toUpperCase() })).body).toEqual({ exists: true })
    expect((await call(checkEmail, '/api/auth/check-email', { email: unique() })).body).toEqual({ exists: false })
    const bad = await call(checkEmail, '/api/auth/check-email', { email: 'nope' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Please enter a valid email address')
  })
})

describe('rate limits (counters in PostgreSQL)', () => {
  it('login: the 11th attempt for one address from one client within 15 minutes gets 429 JSON', async () => {
    const email = unique()
    const ip = randomIp()
    for (let i = 0; i < 10; i++) expect((await call(login, '/api/auth/login', { email, password: 'Wrong-pass-1' }, { ip })).status).toBe(401)
    const limited = await call(login, '/api/auth/login', { email, password: 'Wrong-pass-1' }, { ip })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
  })

  it('check-email: 30 per client per 10 minutes', async () => {
    const ip = randomIp()
    for (let i = 0; i < 30; i++) expect((await call(checkEmail, '/api/auth/check-email', { email: unique() }, { ip })).status).toBe(200)
    expect((await call(checkEmail, '/api/auth/check-email', { email: unique() }, { ip })).status).toBe(429)
    expect((await call(checkEmail, '/api/auth/check-email', { email: unique() })).status).toBe(200) // another client
    // Once the window has passed, the client may check again.
    await query(await getTestPayload(), sql`UPDATE auth_rate_limits SET window_start = now() - interval '11 minutes' WHERE key LIKE 'check-email:client:%'`)
    expect((await call(checkEmail, '/api/auth/check-email', { email: unique() }, { ip })).status).toBe(200)
  })

  it('register: 10 per client per hour', async () => {
    const ip = randomIp()
    // Malformed input is refused before counting; well-formed attempts count even when refused later.
    for (let i = 0; i < 12; i++) expect((await call(register, '/api/auth/register', { email: 'bad' }, { ip })).status).toBe(400)
    for (let i = 0; i < 10; i++) expect((await call(register, '/api/auth/register', { email: unique(), username: 'nomad', password: 'password' }, { ip })).status).toBe(400)
    const over = await call(register, '/api/auth/register', { email: unique(), username: 'nomad', password: 'Sunny-Lisbon-42' }, { ip })
    expect(over.status).toBe(429)
  })

  it('reset requests: 3 per address per hour', async () => {
    const email = unique()
    for (let i = 0; i < 3; i++) expect((await call(resetRequest, '/api/auth/reset-password-request', { email })).status).toBe(200)
    const limited = await call(resetRequest, '/api/auth/reset-password-request', { email })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/^Too many attempts/)
  })
})

describe('POST /api/auth/change-password', () => {
  it('401 signed out; 400 with success false for a wrong current password or a mismatch', async () => {
    expect((await call(changePassword, '/api/auth/change-password', { currentPassword: 'aaaaaa', newPassword: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' })).status).toBe(401)
    const { data, cookie } = await registerUser()
    const wrong = await call(changePassword, '/api/auth/change-password', { currentPassword: 'Not-the-one-1', newPassword: 'New-Secret-77', confirmPassword: 'New-Secret-77' }, { cookie })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ success: false, message: 'Current password is incorrect.' })
    const mismatch = await call(changePassword, '/api/auth/change-password', { currentPassword: data.password, newPassword: 'New-Secret-77', confirmPassword: 'New-Secret-78' }, { cookie })
    expect(mismatch.body).toMatchObject({ success: false, message: 'New password and confirmation do not match.' })
    const short = await call(changePassword, '/api/auth/change-password', { currentPassword: '123', newPassword: 'New-Secret-77', confirmPassword: 'New-Secret-77' }, { cookie })
    expect(short.body.message).toBe('Current password must be at least 6 characters')
    const shortNew = await call(changePassword, '/api/auth/change-password', { currentPassword: data.password, newPassword: '123', confirmPassword: 'New-Secret-77' }, { cookie })
    expect(shortNew.body.message).toBe('New password must be at least 6 characters')
    const shortConfirm = await call(changePassword, '/api/auth/change-password', { currentPassword: data.password, newPassword: 'New-Secret-77', confirmPassword: '1' }, { cookie })
    expect(shortConfirm.body.message).toBe('Confirm password must be at least 6 characters')
  })

  it('changes the password, keeps this session and ends the user’s other sessions', async () => {
    const { data, cookie } = await registerUser()
    const other = cookieFrom((await call(login, '/api/auth/login', { email: data.email, password: data.password })).setCookie)
    const ok = await call(changePassword, '/api/auth/change-password', { currentPassword: data.password, newPassword: 'Brand-New-Pass-9', confirmPassword: 'Brand-New-Pass-9' }, { cookie })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ success: true, message: 'Password changed successfully!' })
    expect(await sessionStatus(cookie)).toBe(200)
    expect(await sessionStatus(other)).toBe(401)
    expect((await call(login, '/api/auth/login', { email: data.email, password: data.password })).status).toBe(401)
    expect((await call(login, '/api/auth/login', { email: data.email, password: 'Brand-New-Pass-9' })).status).toBe(200)
  })
})

describe('password reset', () => {
  const tokenFromMail = async (email: string) => {
    const mail = await sink().waitFor((m) => m.to?.[0]?.address === email)
    const link = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '')
    expect(link, mail.text).not.toBeNull()
    return decodeURIComponent(link![1]!)
  }

  it('e-mails a single-use link; the reset ends every session and the new password works', async () => {
    const { data, cookie } = await registerUser()
    const requested = await call(resetRequest, '/api/auth/reset-password-request', { email: data.email })
    expect(requested.status).toBe(200)
    expect(requested.body).toEqual({ success: true, message: "If an account with this email exists, we've sent a password reset link." })
    const token = await tokenFromMail(data.email)
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32)

    // Only the hash is stored.
    const payload = await getTestPayload()
    const rows = await query<{ token_hash: string; expires_at: Date; created_at: Date }>(
      payload,
      sql`SELECT token_hash, expires_at, created_at FROM password_reset_tokens WHERE token_hash = ${hashLinkToken(token)} OR token_hash = ${token}`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toBe(hashLinkToken(token))
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(60 * 60 * 1000)

    // The page asks whether the link works when it opens; asking does not use it.
    expect((await call(resetCheck, '/api/auth/reset-password/check', { token })).body).toEqual({ valid: true })
    const mismatch = await call(resetPassword, '/api/auth/reset-password', { token, newPassword: 'Fresh-Start-88', confirmPassword: 'Fresh-Start-89' })
    expect(mismatch.body).toMatchObject({ success: false, message: 'New password and confirmation do not match.' })
    const done = await call(resetPassword, '/api/auth/reset-password', { token, newPassword: 'Fresh-Start-88', confirmPassword: 'Fresh-Start-88' })
    expect(done.status).toBe(200)
    expect(done.body.success).toBe(true)
    expect(await sessionStatus(cookie)).toBe(401)
    expect((await call(login, '/api/auth/login', { email: data.email, password: 'Fresh-Start-88' })).status).toBe(200)

    expect((await call(resetCheck, '/api/auth/reset-password/check', { token })).body).toEqual({ valid: false })
    const reused = await call(resetPassword, '/api/auth/reset-password', { token, newPassword: 'Other-Start-99', confirmPassword: 'Other-Start-99' })
    expect(reused.status).toBe(400)
    expect(reused.body).toMatchObject({ success: false, message: 'The reset link is invalid or has expired. Please request a new one.' })
  })

  it('refuses an expired token and a made-up one', async () => {
    const { data } = await registerUser()
    await call(resetRequest, '/api/auth/reset-password-request', { email: data.email })
    const token = await tokenFromMail(data.email)
    await query(await getTestPayload(), sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashLinkToken(token)}`)
    expect((await call(resetCheck, '/api/auth/reset-password/check', { token })).body).toEqual({ valid: false })
    expect((await call(resetCheck, '/api/auth/reset-password/check', { token: 'x'.repeat(43) })).body).toEqual({ valid: false })
    const expired = await call(resetPassword, '/api/auth/reset-password', { token, newPassword: 'Fresh-Start-88', confirmPassword: 'Fresh-Start-88' })
    expect(expired.status).toBe(400)
    expect(expired.body.success).toBe(false)
    const madeUp = await call(resetPassword, '/api/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'Fresh-Start-88', confirmPassword: 'Fresh-Start-88' })
    expect(madeUp.status).toBe(400)
    const missing = await call(resetPassword, '/api/auth/reset-password', { newPassword: 'Fresh-Start-88', confirmPassword: 'Fresh-Start-88' })
    expect(missing.body.message).toBe('Reset token is missing or invalid.')
    expect((await call(login, '/api/auth/login', { email: data.email, password: data.password })).status).toBe(200)
  })

  it('answers an unknown address exactly like a known one, in about the same time, with no token', async () => {
    // Two accounts: an address may ask for a link only three times an hour.
    const accounts = [(await registerUser()).data, (await registerUser()).data]
    const known: number[] = []
    const unknown: number[] = []
    let unknownBody: unknown
    // The link is issued after the answer: each call is timed once the previous one's work is done, so neither
    // kind of address is timed beside the other's leftovers.
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 150))
    for (let i = 0; i < 5; i++) {
      await quiet()
      let t = performance.now()
      const a = await call(resetRequest, '/api/auth/reset-password-request', { email: accounts[i % 2]!.email })
      known.push(performance.now() - t)
      await quiet()
      t = performance.now()
      const b = await call(resetRequest, '/api/auth/reset-password-request', { email: unique() })
      unknown.push(performance.now() - t)
      expect(b.status).toBe(a.status)
      expect(b.body).toEqual(a.body)
      unknownBody = b.body
    }
    expect(unknownBody).not.toHaveProperty('token')
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2]!
    console.log(`[reset timing] known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (median of 5)`)
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(20, median(unknown)))
  })

  it('puts the token into the answer only with EXPOSE_RESET_TOKEN=true', async () => {
    const { data } = await registerUser()
    vi.stubEnv('EXPOSE_RESET_TOKEN', 'true')
    const shown = await call(resetRequest, '/api/auth/reset-password-request', { email: data.email })
    vi.unstubAllEnvs()
    expect(typeof shown.body.token).toBe('string')
    expect(shown.body.token.length).toBeGreaterThanOrEqual(43)
  })
})

describe('saved jobs', () => {
  it('401 when signed out', async () => {
    const slug = await anActiveJobSlug()
    expect((await call(saveJob, '/api/auth/save-job', { jobSlug: slug })).status).toBe(401)
    expect((await call(unsaveJob, '/api/auth/unsave-job', { jobSlug: slug })).status).toBe(401)
    expect((await savedJobs(apiRequest('/api/saved-jobs'), {})).status).toBe(401)
  })

  it('saves and unsaves by slug, answering { success, user } with savedJobs as slugs', async () => {
    const slug = await anActiveJobSlug()
    const { cookie } = await registerUser()
    const saved = await call(saveJob, '/api/auth/save-job', { jobSlug: slug }, { cookie })
    expect(saved.status).toBe(200)
    expect(saved.body.success).toBe(true)
    expect(userResponseSchema.parse({ user: saved.body.user }).user.savedJobs).toEqual([slug])
    // Saving twice keeps one entry.
    expect((await call(saveJob, '/api/auth/save-job', { jobSlug: slug }, { cookie })).body.user.savedJobs).toEqual([slug])

    const list = savedJobsResponseSchema.parse(await (await savedJobs(apiRequest('/api/saved-jobs', { headers: { cookie } }), {})).json())
    expect(list.jobs.map((j) => j.slug)).toEqual([slug])
    expect(list.jobs[0]!.id).toEqual(expect.any(Number))
    expect(list.jobs[0]!.company?.name).toEqual(expect.any(String))

    const sessionUser = await (await session(apiRequest('/api/auth/session', { headers: { cookie } }), {})).json()
    expect(sessionUser.user.savedJobs).toEqual([slug])

    const unsaved = await call(unsaveJob, '/api/auth/unsave-job', { jobSlug: slug }, { cookie })
    expect(unsaved.body).toMatchObject({ success: true, user: { savedJobs: [] } })
    expect((await (await savedJobs(apiRequest('/api/saved-jobs', { headers: { cookie } }), {})).json()).jobs).toEqual([])
  })

  it('404 for an unknown job, 400 for a missing slug', async () => {
    const { cookie } = await registerUser()
    const unknown = await call(saveJob, '/api/auth/save-job', { jobSlug: 'no-such-job-anywhere' }, { cookie })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Job not found.')
    const missing = await call(saveJob, '/api/auth/save-job', {}, { cookie })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('jobSlug is required')
  })
})

describe('an admin call’s 401/403 matrix (the entry enforces the declared access)', () => {
  const guideInfo = served('/api/admin/guide-info')
  async function statusOf(cookie?: string): Promise<number> {
    return (await guideInfo.GET(apiRequest('/api/admin/guide-info', { headers: cookie ? { cookie } : {} }))).status
  }

  it('signed out 401, user 403, admin 200, admin after logout 401', async () => {
    const admin = await createTestUser('admin')
    const adminLogin = await call(login, '/api/auth/login', { email: admin.email, password: admin.password })
    const adminCookie = cookieFrom(adminLogin.setCookie)
    expect(adminLogin.body.user.role).toBe('admin')
    const { cookie: userCookie } = await registerUser()
    expect(await statusOf()).toBe(401)
    expect(await statusOf(userCookie)).toBe(403)
    expect(await statusOf(adminCookie)).toBe(200)
    await call(logout, '/api/auth/logout', undefined, { cookie: adminCookie })
    expect(await statusOf(adminCookie)).toBe(401)
  })
})
