import type { Access } from 'payload'
import { isStaff } from '@cms/contract/access'

/** Visitors read published documents only; admins and editors also read drafts. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  return { _status: { equals: 'published' } }
}
