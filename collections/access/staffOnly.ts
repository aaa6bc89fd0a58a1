import type { Access } from 'payload'
import { isStaff } from '@cms/contract/access'

/** Content that editors write (posts, affiliate links, toolkit tools, media): admins and editors may change it. */
export const staffOnly: Access = ({ req }) => isStaff(req.user)
