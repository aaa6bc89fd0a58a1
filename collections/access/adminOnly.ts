import type { Access } from 'payload'
import { isAdmin } from '@cms/contract/access'

export const adminOnly: Access = ({ req }) => isAdmin(req.user)
