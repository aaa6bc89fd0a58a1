import type { Payload } from 'payload'
import { FREE_REVIEW_TIER, JOB_POST_MESSAGES, type JobPostManage } from '@cms/contract/jobPosts'
import { Failure } from '@cms/domain/failure'
import { poolOf } from '@cms/lib/sql'
import type { JobPost } from '@cms/payload-types'
import { queueMail } from '../mail/sendMailTask'
import { manageView } from './store'
import { freeReviewEmail } from './emails'
import { startFreeReview } from './jobPostStore'
import { jobPostSubmission } from './submission'
import { readTiers } from './tiers'

/**
 * POST /api/job-posts/{id}/review: a draft goes to staff's review without a payment, as a Standard post, while
 * payments are off and admins allow it. With payments on the post is paid for through checkout (409); with free
 * review off nothing can send it (503, as checkout answers); only a draft (or one whose checkout never finished) is sent,
 * once (one conditional UPDATE decides), and its employer is mailed that it is in review as a paid post's receipt says.
 */
export async function sendForFreeReview(payload: Payload, post: JobPost): Promise<JobPostManage> {
  const submission = await jobPostSubmission(payload)
  if (submission === 'checkout') throw new Failure('conflict', JOB_POST_MESSAGES.reviewNeedsPayment, { success: false })
  if (submission === 'paused') throw new Failure('unavailable', JOB_POST_MESSAGES.reviewPaused, { success: false })
  const sent = await startFreeReview(poolOf(payload), post.id, FREE_REVIEW_TIER)
  if (!sent) throw new Failure('conflict', JOB_POST_MESSAGES.notSendable, { success: false })
  const tiers = await readTiers(payload)
  await queueMail(payload, freeReviewEmail(sent.contact_email, sent.title, tiers[FREE_REVIEW_TIER]))
  return manageView(payload, await payload.findByID({ collection: 'job-posts', id: post.id, depth: 0, overrideAccess: true }))
}
