import type { PayloadRequest } from 'payload'
import { isAdmin } from './isAdmin'

/** Only admins may sign in to the Payload admin UI at /cms; users sign in on the site. */
export const adminPanelAccess = ({ req }: { req: PayloadRequest }): boolean => isAdmin(req.user)
