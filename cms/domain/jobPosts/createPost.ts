import type { Payload } from 'payload'
import { JOB_POST_MESSAGES, type CreateJobPostResponse, type JobPostFields, type JobPostTier } from '@cms/contract/jobPosts'
import { enforceRateLimits } from '../accounts/rateLimit'
import { queueMail } from '../mail/sendMailTask'
import { checkPostFields } from './checkFields'
import { manageLinkEmail } from './emails'
import { manageLink } from './links'
import { jobPostSubmission } from './submission'
import { newManageToken } from './tokens'

/** Counted like the other calls strangers can repeat (reports, alerts): per client, in PostgreSQL, across servers. */
export const JOB_POST_RATE_LIMITS = {
  createPerClient: { limit: 10, windowSeconds: 60 * 60 },
} as const

/** Counts one creation attempt of `client` (its address, IPv6 by /64); 429 past the limit. */
export async function countCreateAttempt(payload: Payload, client: string): Promise<void> {
  await enforceRateLimits(payload, [{ name: 'job-post:create', subject: client, ...JOB_POST_RATE_LIMITS.createPerClient }])
}

/**
 * POST /api/job-posts: stores a draft (never public) and mails the contact the private manage link, whose token
 * is answered once here and stored only as a hash, with the next step as this server takes posts to review. Checks the server-side rules first (checkPostFields).
 */
export async function createJobPost(payload: Payload, input: JobPostFields & { tier: JobPostTier; contactEmail: string }): Promise<CreateJobPostResponse> {
  const fields = await checkPostFields(payload, input)
  const { seed, token, hash } = newManageToken()
  const post = await payload.create({
    collection: 'job-posts',
    data: { ...fields, tier: input.tier, contactEmail: input.contactEmail, manageTokenHash: hash, manageTokenSeed: seed, state: 'draft' },
    overrideAccess: true,
    depth: 0,
  })
  await queueMail(payload, manageLinkEmail(input.contactEmail, fields.title, manageLink(token), await jobPostSubmission(payload)))
  return { success: true, id: post.id, token, message: JOB_POST_MESSAGES.created }
}
