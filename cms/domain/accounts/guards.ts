import type { Payload } from 'payload'
import { isAdmin } from '@collections/access/isAdmin'
import { currentUser } from './currentUser'
import type { User } from '@cms/payload-types'
import { HttpError } from '@cms/lib/http'

/** The signed-in user of the request, or a 401 HttpError. */
export async function requireUser(payload: Payload, request: Request): Promise<User> {
  const user = await currentUser(payload, request)
  if (!user) throw new HttpError(401, 'Please sign in first.')
  return user
}

/** The one guard for every admin call: 401 when signed out, 403 for a signed-in non-admin. */
export async function requireAdmin(payload: Payload, request: Request): Promise<User> {
  const user = await requireUser(payload, request)
  if (!isAdmin(user)) throw new HttpError(403, 'You need administrator privileges to do this.')
  return user
}
