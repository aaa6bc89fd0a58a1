import { getPayloadClient } from '@cms/payloadClient'
import type { Role } from '@cms/contract/accounts'

export const TEST_ORIGIN = 'http://localhost:3000'

/**
 * A request as a browser on the site would send it (Payload ignores cookies without an Origin): `json` is sent as
 * JSON, `form` as a plain form post.
 */
export function apiRequest(pathname: string, init: RequestInit & { json?: unknown; form?: Record<string, string> } = {}): Request {
  const headers = new Headers(init.headers)
  headers.set('Origin', TEST_ORIGIN)
  let body = init.body
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(init.json)
  }
  if (init.form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(init.form).toString()
  }
  return new Request(new URL(pathname, TEST_ORIGIN), { ...init, headers, body })
}

export const getTestPayload = getPayloadClient

/** A cookie header for a signed-in user, from Payload's own login (as the site's login call will set it). */
export async function sessionCookieFor(email: string, password: string): Promise<string> {
  const payload = await getTestPayload()
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return `${payload.config.cookiePrefix}-token=${token}`
}

/** A fresh user with a unique e-mail (tests share one database). */
export async function createTestUser(role: Role = 'user', password = 'correct-horse-battery') {
  const payload = await getTestPayload()
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`
  const user = await payload.create({ collection: 'users', data: { email, password, role, fullName: 'Test Person' }, overrideAccess: true })
  return { user, email, password, cookie: await sessionCookieFor(email, password) }
}
