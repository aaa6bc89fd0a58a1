import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, executeAuthStrategies, type Payload } from 'payload'
import type { User } from '@cms/payload-types'
import type { AuthUser } from '@cms/domain/accounts/login'
import { Failure } from '@cms/domain/failure'
import { readAccount } from '@cms/domain/accounts/readAccount'
import { onPrimary } from '@cms/lib/replicas/readRouting'
import { query } from '@cms/lib/sql'

export const SESSION_CHECK_UNAVAILABLE = 'We cannot check your session right now. Please try again in a moment.'

/**
 * The user of the request's Payload session cookie (with saved jobs resolved), or null. Payload reads a
 * session it cannot look up (database down) as "signed out": with a cookie present, that is checked,
 * and an unreachable database is a 503, so the browser does not drop a valid session. Read from the
 * primary: a session just started, ended or changed on another server is never judged from a lagging replica.
 */
export async function currentUser(payload: Payload, request: { headers: Headers }): Promise<User | null> {
  return (await readSession(payload, request.headers)).user
}

/** The signed-in user and the id of the session its cookie carries (ending it, or keeping it while ending the others). */
export interface Session {
  user: User | null
  sessionId: string | null
}

/** The request's session, read from the primary, as `currentUser` says. */
export function readSession(payload: Payload, headers: Headers): Promise<Session> {
  return onPrimary(() => sessionOfHeaders(payload, headers))
}

async function sessionOfHeaders(payload: Payload, headers: Headers): Promise<Session> {
  // Payload's auth strategies alone: \`payload.auth\` would also work out the user's permissions on every
  // collection and field, which no call here reads (a third of a signed-in request's CPU).
  const { user } = await executeAuthStrategies({ headers, payload, req: await createLocalReq({ req: { headers } }, payload), canSetHeaders: false })
  if (!user || user.collection !== 'users') {
    if (hasSessionCookie(payload, headers)) await databaseReachable(payload)
    return { user: null, sessionId: null }
  }
  // Re-read so savedJobs carry their slugs (the strategy reads the account without its relationships).
  const full = await readAccount(payload, user.id as number).catch(() => null)
  return { user: full, sessionId: full ? ((user as AuthUser)._sid ?? null) : null }
}

/** The user as Payload's auth operations take it (logout, a password change): the user with its session id. */
export const authUserOf = (user: User | null, sessionId: string | null): AuthUser | null =>
  user ? { ...user, collection: 'users', ...(sessionId ? { _sid: sessionId } : {}) } : null

function hasSessionCookie(payload: Payload, headers: Headers): boolean {
  return (headers.get('cookie') ?? '').includes(`${payload.config.cookiePrefix}-token=`)
}

async function databaseReachable(payload: Payload): Promise<void> {
  try {
    await query(payload, sql`SELECT 1`)
  } catch {
    throw new Failure('unavailable', SESSION_CHECK_UNAVAILABLE)
  }
}
