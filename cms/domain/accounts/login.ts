import { AuthenticationError, type Payload, type PayloadRequest } from 'payload'
import { endLoginTurn } from '@collections/lib/loginTurns'
import { HttpError } from '@cms/lib/http'
import type { User } from '@cms/payload-types'

export const INVALID_CREDENTIALS = 'Invalid email or password.'

/**
 * Signs in with Payload's login (which adds a server-side session); 401 for a wrong e-mail or password.
 * The rate limits and the equal work for unknown accounts live in the Users collection's sign-in guard,
 * so Payload's own REST login and the admin UI go through them too; `headers` carry the client address.
 */
export async function signIn(payload: Payload, { email, password }: { email: string; password: string }, headers: Headers): Promise<{ user: User; token: string }> {
  try {
    const result = await payloadLogin(payload, { email, password }, headers)
    if (!result.token) throw new HttpError(401, INVALID_CREDENTIALS)
    return { user: result.user as User, token: result.token }
  } catch (error) {
    if (error instanceof AuthenticationError) throw new HttpError(401, INVALID_CREDENTIALS)
    throw error
  }
}

/**
 * Payload's login with a request object of our own (carrying the client's headers for the sign-in
 * limits), so the account's sign-in turn ends as soon as the call does, also when it fails
 * (see collections/lib/loginTurns).
 */
export async function payloadLogin(payload: Payload, data: { email: string; password: string }, headers: Headers) {
  const req: Partial<PayloadRequest> = { headers }
  try {
    return await payload.login({ collection: 'users', data, depth: 1, req })
  } finally {
    endLoginTurn(req)
  }
}
