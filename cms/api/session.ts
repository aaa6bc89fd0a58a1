import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'
import type { AuthUser } from '@cms/domain/accounts/login'
import { Failure } from '@cms/domain/failure'
import { onPrimary } from '@cms/lib/replicas/readRouting'
import { query } from '@cms/lib/sql'

export const SESSION_CHECK_UNAVAILABLE = 'We cannot check your session right now. Please try again in a moment.'

/**
 * The user of the request's Payload session cookie (with saved jobs resolved), or null. Payload reads a
 * session it cannot look up (database down) as "signed out": with a cookie present, that is checked,
 * and an unreachable database is a 503, so the browser does not drop a valid session. Read from the
 * primary: a session just started, ended or changed on another server is never judged from a lagging replica.
 */
export function currentUser(payload: Payload, request: Request): Promise<User | null> {
  return onPrimary(() => sessionUser(payload, request))
}

async function sessionUser(payload: Payload, request: Request): Promise<User | null> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') {
    if (hasSessionCookie(payload, request)) await databaseReachable(payload)
    return null
  }
  // Re-read with depth so savedJobs carry their slugs.
  return payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true }).catch(() => null)
}

/**
 * The request's session as Payload's auth reads it (the user with its session id, which a password change keeps
 * while ending the others), or null when signed out.
 */
export async function sessionOf(payload: Payload, request: Request): Promise<AuthUser | null> {
  const { user } = await payload.auth({ headers: request.headers })
  return user && user.collection === 'users' ? (user as AuthUser) : null
}

function hasSessionCookie(payload: Payload, request: Request): boolean {
  return (request.headers.get('cookie') ?? '').includes(`${payload.config.cookiePrefix}-token=`)
}

async function databaseReachable(payload: Payload): Promise<void> {
  try {
    await query(payload, sql`SELECT 1`)
  } catch {
    throw new Failure('unavailable', SESSION_CHECK_UNAVAILABLE)
  }
}
