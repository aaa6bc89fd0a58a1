import { createLocalReq, logoutOperation } from 'payload'
import { describe, expect, it } from 'vitest'
import { SIGNED_IN_HINT_COOKIE } from '@cms/contract/siteHints'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { POST: login } = served('/api/auth/login')
const { POST: logout } = served('/api/auth/logout')
const { POST: register } = served('/api/auth/register')

/** The signed-in hint lets the SPA skip the session call (and its 401) for visitors who never signed in. */

const unique = () => `hint-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
const randomIp = () => `10.9.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`

async function post(fn: (request: Request, context: object) => Promise<Response>, path: string, json?: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'x-nomad-client': randomIp(), ...(cookie ? { cookie } : {}) }
  const response = await fn(apiRequest(path, { method: 'POST', headers, ...(json === undefined ? {} : { json }) }), {})
  return { status: response.status, cookies: response.headers.getSetCookie() }
}

const hintOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))

describe('the signed-in hint cookie', () => {
  it('is set by register and login (readable by the page, no secret in it) and cleared by logout', async () => {
    const data = { email: unique(), username: 'hint', password: 'Sunny-Lisbon-42', fullName: 'Hint Person', gender: 'female', location: 'Lisbon' }
    const registered = await post(register, '/api/auth/register', data)
    expect(registered.status).toBe(201)
    expect(hintOf(registered.cookies)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=\\d+; SameSite=Lax`))
    expect(hintOf(registered.cookies)).not.toMatch(/HttpOnly/i)

    const signedIn = await post(login, '/api/auth/login', { email: data.email, password: data.password })
    expect(signedIn.status).toBe(200)
    expect(hintOf(signedIn.cookies)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`))
    const session = signedIn.cookies[0]!.split(';')[0]!

    const out = await post(logout, '/api/auth/logout', undefined, session)
    expect(out.status).toBe(200)
    expect(hintOf(out.cookies)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0`))
  })

  it("is set and cleared by Payload's own sign-in and sign-out too (the /cms login screen)", async () => {
    const payload = await getTestPayload()
    const { email, password } = await createTestUser('editor')
    const loginReq = await createLocalReq({}, payload)
    const { token } = await payload.login({ collection: 'users', data: { email, password }, req: loginReq })
    expect(hintOf(loginReq.responseHeaders?.getSetCookie() ?? [])).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`))

    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    const logoutReq = await createLocalReq({ user: user ?? undefined }, payload)
    await logoutOperation({ collection: payload.collections.users, req: logoutReq })
    expect(hintOf(logoutReq.responseHeaders?.getSetCookie() ?? [])).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0`))
  })
})
