import type { Access } from 'payload'
import { isStaff } from '@cms/contract/access'

/**
 * Media anyone may read: everything but a job post's logo held until staff approve the post (`heldUntilLive`), so
 * an unreviewed draft's image and company name are not served from our origin. Staff read everything; the post's
 * employer sees a held logo through the manage view's signed address (cms/domain/jobPosts/heldLogo.ts). Payload
 * applies the same rule to the file route and every image size (checkFileAccess).
 */
export const publicOrStaffMedia: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  return { or: [{ heldUntilLive: { equals: false } }, { heldUntilLive: { exists: false } }] }
}
