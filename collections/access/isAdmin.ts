import type { PayloadRequest } from 'payload'

/** The one place that decides what "admin" means, shared by every access function. */
export function isAdmin(user: PayloadRequest['user'] | null | undefined): boolean {
  return Boolean(user && (user as { role?: string }).role === 'admin')
}
