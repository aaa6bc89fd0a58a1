import type { Access } from 'payload'
import { isAdmin } from '@cms/contract/access'

/** Visitors read active jobs only; expired jobs stay visible to admins. */
export const activeOrAdmin: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  return { status: { equals: 'active' } }
}
