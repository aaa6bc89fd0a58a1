/**
 * Sign-in and registration as plain form posts (the pages' forms before their scripts run, or without them): the
 * password travels in a POST body, never the address; success sets the session and answers 303 to where a
 * signed-in user goes (or back to the job whose Save started it, saved); a refusal goes back to the form with the
 * page's line.
 */
import { describe, expect, it } from 'vitest'
import { AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { MSG } from '@cms/contract/accounts'
import { CLIENT_ADDRESS_HEADER } from '@cms/lib/clientIp'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { POST: loginForm } = served('/api/auth/login/form')
const { POST: registerForm } = served('/api/auth/register/form')
const { GET: session } = served('/api/auth/session')

let client = 0
const post = (handler: typeof loginForm, path: string, fields: Record<string, string>) =>
  handler(apiRequest(path, { method: 'POST', form: fields, headers: { [CLIENT_ADDRESS_HEADER]: `10.31.0.${++client % 250}` } }))

/** The session cookie a 303 set, as the next request's Cookie header. */
const cookieOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
const signedInUser = async (response: Response) => (await (await session(apiRequest('/api/auth/session', { headers: { cookie: cookieOf(response) } }))).json()).user

async function activeJobSlug(): Promise<string> {
  const { docs } = await (await getTestPayload()).find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 1, depth: 0 })
  return docs[0]!.slug as string
}

describe('POST /api/auth/login/form', () => {
  it('signs in and answers 303 to /profile with the session cookie', async () => {
    const { email, password } = await createTestUser()
    const response = await post(loginForm, '/api/auth/login/form', { email, password })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/profile')
    expect((await signedInUser(response)).email).toBe(email)
  })

  it('started from Save (?save=): answers 303 to that job, saved', async () => {
    const { email, password } = await createTestUser()
    const slug = await activeJobSlug()
    const response = await post(loginForm, `/api/auth/login/form?save=${slug}`, { email, password })
    expect(response.headers.get('location')).toBe(`/jobs/${slug}`)
    expect((await signedInUser(response)).savedJobs).toEqual([slug])
  })

  it("refused: back to /login with the page's line and the typed address (never the password), the intent kept", async () => {
    const { email } = await createTestUser()
    const response = await post(loginForm, '/api/auth/login/form?save=some-job', { email, password: 'wrong-password-here' })
    expect(response.status).toBe(303)
    expect(response.headers.getSetCookie()).toEqual([])
    const back = new URL(response.headers.get('location')!, 'http://x')
    expect(back.pathname).toBe('/login')
    expect(Object.fromEntries(back.searchParams)).toEqual({ save: 'some-job', email, [AUTH_FORM_PARAMS.error]: MSG.loginFailed })
    const invalid = new URL((await post(loginForm, '/api/auth/login/form', { email: 'nope', password: 'x' })).headers.get('location')!, 'http://x')
    expect(invalid.searchParams.get(AUTH_FORM_PARAMS.error)).toBe(MSG.email)
  })

  it('answers 415 to a JSON body (the form call reads forms only)', async () => {
    const response = await loginForm(apiRequest('/api/auth/login/form', { method: 'POST', json: { email: 'a@b.example', password: 'secret-secret' } }))
    expect(response.status).toBe(415)
  })
})

describe('POST /api/auth/register/form', () => {
  const fresh = () => `form-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
  const fields = (email: string) => ({ email, username: 'formuser', password: 'walk-a-password-1', confirmPassword: 'walk-a-password-1', fullName: '', gender: '', location: '' })

  it('creates the account, signs in and answers 303 to /profile; from Save, to the job, saved', async () => {
    const email = fresh()
    const response = await post(registerForm, '/api/auth/register/form', fields(email))
    expect(response.headers.get('location')).toBe('/profile')
    expect((await signedInUser(response)).email).toBe(email)

    const slug = await activeJobSlug()
    const saved = await post(registerForm, `/api/auth/register/form?save=${slug}`, fields(fresh()))
    expect(saved.headers.get('location')).toBe(`/jobs/${slug}`)
    expect((await signedInUser(saved)).savedJobs).toEqual([slug])
  })

  it("refused: back to /register with the field's message (a mismatch, a taken address), creating nothing", async () => {
    const email = fresh()
    const mismatch = await post(registerForm, `/api/auth/register/form?email=${encodeURIComponent(email)}`, { ...fields(email), confirmPassword: 'something-else' })
    const back = new URL(mismatch.headers.get('location')!, 'http://x')
    expect(back.pathname).toBe('/register')
    expect(back.searchParams.get('email')).toBe(email)
    expect(back.searchParams.get(AUTH_FORM_PARAMS.error)).toBe(MSG.mismatch)
    expect((await (await getTestPayload()).count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)

    const { email: taken } = await createTestUser()
    const duplicate = new URL((await post(registerForm, '/api/auth/register/form', fields(taken))).headers.get('location')!, 'http://x')
    expect(duplicate.searchParams.get(AUTH_FORM_PARAMS.error)).toBe(MSG.registrationFailed)
  })
})
