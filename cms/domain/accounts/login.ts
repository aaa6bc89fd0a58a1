import { AuthenticationError, type Payload } from 'payload'
import { HttpError } from '../../lib/http'
import type { User } from '../../payload-types'

export const INVALID_CREDENTIALS = 'Invalid email or password.'

/**
 * Signs in with Payload's login (which adds a server-side session); 401 for a wrong e-mail or password.
 * The rate limits and the equal work for unknown accounts live in the Users collection's sign-in guard,
 * so Payload's own REST login and the admin UI go through them too; `headers` carry the client address.
 */
export async function signIn(payload: Payload, { email, password }: { email: string; password: string }, headers: Headers): Promise<{ user: User; token: string }> {
  try {
    const result = await payload.login({ collection: 'users', data: { email, password }, depth: 1, req: { headers } })
    if (!result.token) throw new HttpError(401, INVALID_CREDENTIALS)
    return { user: result.user as User, token: result.token }
  } catch (error) {
    if (error instanceof AuthenticationError) throw new HttpError(401, INVALID_CREDENTIALS)
    throw error
  }
}
