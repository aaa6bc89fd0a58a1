import { AuthenticationError, LockedAuth, type Payload, type PayloadRequest } from 'payload'
import { endLoginTurn } from '@collections/lib/loginTurns'
import { HttpError } from '@cms/lib/http'
import type { User } from '@cms/payload-types'
import { enforceRateLimits, LIMITS } from './rateLimit'

export const INVALID_CREDENTIALS = 'Invalid email or password.'

/**
 * Signs in with Payload's login (which adds a server-side session); 401 for a wrong e-mail or password,
 * 429 over the per-address or per-client limit or while Payload has the account locked.
 */
export async function login(payload: Payload, input: { email: string; password: string }, client: string): Promise<{ user: User; token: string }> {
  await enforceRateLimits(payload, [
    { name: 'login:email', subject: input.email, ...LIMITS.loginPerEmail },
    { name: 'login:client', subject: client, ...LIMITS.loginPerClient },
  ])
  return signIn(payload, input)
}

/** Payload's login without the rate limits (used right after registration). */
export async function signIn(payload: Payload, { email, password }: { email: string; password: string }): Promise<{ user: User; token: string }> {
  try {
    const result = await payloadLogin(payload, { email, password })
    if (!result.token) throw new HttpError(401, INVALID_CREDENTIALS)
    return { user: result.user as User, token: result.token }
  } catch (error) {
    if (error instanceof LockedAuth) throw new HttpError(429, 'Too many failed sign-in attempts. Please try again in 10 minutes.')
    if (error instanceof AuthenticationError) throw new HttpError(401, INVALID_CREDENTIALS)
    throw error
  }
}

/**
 * Payload's login with a request object of our own, so the account's sign-in turn ends as soon as the
 * call does, also when it fails (see collections/lib/loginTurns).
 */
export async function payloadLogin(payload: Payload, data: { email: string; password: string }) {
  const req: Partial<PayloadRequest> = {}
  try {
    return await payload.login({ collection: 'users', data, depth: 1, req })
  } finally {
    endLoginTurn(req)
  }
}
