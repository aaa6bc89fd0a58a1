import type { Access } from 'payload'
import { isAdmin } from './isAdmin'

export const adminOnly: Access = ({ req }) => isAdmin(req.user)
