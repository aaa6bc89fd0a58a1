import type { Payload } from 'payload'
import { JOB_POST_MESSAGES, type JobPostManage } from '@cms/contract/jobPosts'
import { Failure } from '@cms/domain/failure'
import { expireJobs } from '@cms/domain/jobs/jobStore'
import { poolOf } from '@cms/lib/sql'
import type { JobPost } from '@cms/payload-types'
import { refundFirstPayment } from './refund'
import { manageView } from './store'

/** Ends a post's job through the job store: it leaves lists, feeds and the sitemap, and its page answers 410. */
export async function expireJobOf(payload: Payload, jobId: number | null | undefined): Promise<void> {
  if (jobId) await expireJobs(poolOf(payload), [jobId])
}

/**
 * POST /api/job-posts/{id}/close: the employer ends the post early; its job expires and a pending edit is dropped.
 * A rejected or ended post is 409. A paid post closed while still in review was never listed, so its payment is
 * refunded in full, as a rejected one is (nothing changes if Stripe refuses).
 */
export async function closeJobPost(payload: Payload, post: JobPost): Promise<JobPostManage> {
  if (post.state === 'rejected' || post.state === 'ended') throw new Failure('conflict', JOB_POST_MESSAGES.notEditable, { success: false })
  const jobId = typeof post.job === 'object' && post.job ? post.job.id : post.job
  await expireJobOf(payload, jobId)
  const ended = await payload.update({
    collection: 'job-posts',
    id: post.id,
    data: {
      state: 'ended',
      revision: null,
      ...(post.state === 'live' ? { liveUntil: new Date().toISOString() } : {}),
      ...(post.state === 'in-review' ? { payments: await refundFirstPayment(post.payments) } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  return manageView(payload, ended)
}
