import type { PayloadRequest } from 'payload'
import { isStaff } from '@cms/contract/access'

/**
 * Admins and editors sign in to the Payload admin UI at /cms; what each sees there follows the
 * collections' own access rules. Users sign in on the site only.
 */
export const adminPanelAccess = ({ req }: { req: PayloadRequest }): boolean => isStaff(req.user)
