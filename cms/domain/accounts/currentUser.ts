import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'

/** The user of the request's Payload session cookie (with saved jobs resolved), or null. */
export async function currentUser(payload: Payload, request: Request): Promise<User | null> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return null
  // Re-read with depth so savedJobs carry their slugs.
  return payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true }).catch(() => null)
}
