import type { Access } from 'payload'
import { isAdmin } from '@cms/contract/access'

/** Admins see every user; a signed-in user only their own record; visitors nothing. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}
