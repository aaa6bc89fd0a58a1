import { expect, type APIRequestContext } from '@playwright/test'
import { BASE_URL } from './baseUrl'

/**
 * A new account, signed in on `request`'s cookies through the API (use the page's own `page.request`, so its pages
 * are signed in too). Payload accepts the session cookie only with an Origin, as a browser sends it.
 */
export async function signedInThroughApi(request: APIRequestContext, name: string, fullName?: string): Promise<{ email: string; password: string }> {
  const origin = { Origin: BASE_URL }
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`
  const password = 'Lisbon-Sunset-2025'
  expect((await request.post('/api/auth/register', { headers: origin, data: { email, username: name, password, fullName } })).status()).toBe(201)
  expect((await request.post('/api/auth/login', { headers: origin, data: { email, password } })).status()).toBe(200)
  return { email, password }
}
