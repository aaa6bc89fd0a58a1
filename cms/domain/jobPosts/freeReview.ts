import type { Payload } from 'payload'
import { FREE_REVIEW_TIER, JOB_POST_MESSAGES, type JobPostManage, type JobPostSubmission } from '@cms/contract/jobPosts'
import type { JobPostReviewSetting } from '@cms/contract/admin'
import { Failure } from '@cms/domain/failure'
import type { JobPost } from '@cms/payload-types'
import { commerceSettings } from '../commerce/settings'
import { manageView } from './store'

/** The admins' setting, kept on the "Job post tiers" global beside the prices it stands in for. */
async function freeReviewAllowed(payload: Payload): Promise<boolean> {
  const stored = await payload.findGlobal({ slug: 'job-post-tiers', depth: 0, overrideAccess: true })
  return stored.freeReviewWhilePaymentsOff === true
}

/** How a draft reaches review now: Stripe whenever it is set up, else free if admins allow it, else not at all. */
export async function jobPostSubmission(payload: Payload): Promise<JobPostSubmission> {
  if (commerceSettings.paymentsConfigured) return 'checkout'
  return (await freeReviewAllowed(payload)) ? 'free-review' : 'paused'
}

/** GET /api/admin/job-post-review. */
export async function readReviewSetting(payload: Payload): Promise<JobPostReviewSetting> {
  return { freeReviewWhilePaymentsOff: await freeReviewAllowed(payload), paymentsConfigured: commerceSettings.paymentsConfigured }
}

/** POST /api/admin/job-post-review: the tiers global keeps every other field as it was. */
export async function saveReviewSetting(payload: Payload, freeReviewWhilePaymentsOff: boolean): Promise<JobPostReviewSetting> {
  await payload.updateGlobal({ slug: 'job-post-tiers', data: { freeReviewWhilePaymentsOff }, depth: 0, overrideAccess: true })
  return readReviewSetting(payload)
}

/**
 * POST /api/job-posts/{id}/review: a draft goes to staff's review without a payment, as a Standard post, while
 * payments are off and admins allow it. With payments on the post is paid for through checkout (409); with free
 * review off nothing can send it (503, as checkout answers); only a draft (or one whose checkout never finished) is sent.
 */
export async function sendForFreeReview(payload: Payload, post: JobPost): Promise<JobPostManage> {
  const submission = await jobPostSubmission(payload)
  if (submission === 'checkout') throw new Failure('conflict', JOB_POST_MESSAGES.reviewNeedsPayment, { success: false })
  if (submission === 'paused') throw new Failure('unavailable', JOB_POST_MESSAGES.reviewPaused, { success: false })
  if (post.state !== 'draft' && post.state !== 'awaiting-payment') throw new Failure('conflict', JOB_POST_MESSAGES.notSendable, { success: false })
  const sent = await payload.update({ collection: 'job-posts', id: post.id, data: { state: 'in-review', tier: FREE_REVIEW_TIER }, overrideAccess: true, depth: 0 })
  return manageView(payload, sent)
}
