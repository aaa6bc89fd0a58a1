import type { FieldAccess } from 'payload'
import { isAdmin } from '@cms/contract/access'

/** Field-level guard: only an admin may set or change the field (e.g. a user's role). */
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin(req.user)
