import type { PayloadRequest } from 'payload'
import { isAdmin } from './isAdmin'

/**
 * Who may write editorial content (posts, their drafts, edit locks). The one place a new content role
 * (e.g. an editor) is added; every rule about drafts and locks asks this function.
 */
export function canEditContent(user: PayloadRequest['user'] | null | undefined): boolean {
  return isAdmin(user)
}
