import type { Payload } from 'payload'
import type { JobPostSubmission } from '@cms/contract/jobPosts'
import type { JobPostReviewSetting } from '@cms/contract/admin'
import { commerceSettings } from '../commerce/settings'

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
