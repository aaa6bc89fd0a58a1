import type { Access } from 'payload'
import { isAdmin } from './isAdmin'

/** Visitors read published documents only; admins (editors) also read drafts. */
export const publishedOrAdmin: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  return { _status: { equals: 'published' } }
}
