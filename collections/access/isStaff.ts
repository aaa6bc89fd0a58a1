import type { PayloadRequest } from 'payload'
import { isAdmin } from './isAdmin'

/** Staff are the people who write the site's content in /cms: admins and editors. */
export function isStaff(user: PayloadRequest['user'] | null | undefined): boolean {
  return isAdmin(user) || Boolean(user && (user as { role?: string }).role === 'editor')
}
