import type { Payload } from 'payload'
import { JOB_POST_MESSAGES, type JobPostFields, type JobPostManage, type JobPostState } from '@cms/contract/jobPosts'
import { Failure } from '@cms/domain/failure'
import type { JobPost } from '@cms/payload-types'
import { checkPostFields } from './checkFields'
import { manageView } from './store'

/** States whose fields the employer edits in place: nothing is public yet. */
const EDITABLE_IN_PLACE: JobPostState[] = ['draft', 'awaiting-payment', 'in-review']

/**
 * PATCH /api/job-posts/{id}: the whole set of fields again. A post not yet live is edited in place; a live post's
 * edit is kept as its revision for staff to approve, and the live job stays as it was meanwhile. Rejected and
 * ended posts are not edited (409). The tier, contact, state and dates are never taken from this call.
 */
export async function editJobPost(payload: Payload, post: JobPost, input: JobPostFields): Promise<JobPostManage> {
  const live = post.state === 'live'
  if (!live && !EDITABLE_IN_PLACE.includes(post.state)) throw new Failure('conflict', JOB_POST_MESSAGES.notEditable, { success: false })
  const fields = await checkPostFields(payload, input)
  const updated = await payload.update({ collection: 'job-posts', id: post.id, data: live ? { revision: { ...fields } as Record<string, unknown> } : fields, overrideAccess: true, depth: 0 })
  return manageView(payload, updated)
}
