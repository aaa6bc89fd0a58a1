import type { Payload } from 'payload'
import { JOB_POST_MESSAGES, type JobPostManage } from '@cms/contract/jobPosts'
import { Failure } from '@cms/domain/failure'
import type { JobPost } from '@cms/payload-types'
import { isPaid } from '@cms/domain/companies/claimRules'
import { hashLinkToken, linkTokenMatches } from '@cms/lib/linkTokens'
import { readJobDailyStats } from '../jobStats/jobStatsStore'
import { revisionOf, storedFieldsOf } from './postFields'
import { employerLogoAddress } from './heldLogo'
import { logoMediaOf } from './publishJob'

/** A post id from the path: a positive number without leading zeros (anything else, 0 and '00' too, is an unknown post). */
export const postIdOf = (raw: string): number | null => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null)

/** The post `id` for the holder of its manage token: 404 for an unknown post, 403 for another post's (or no) token. */
export async function authorisedPost(payload: Payload, rawId: string, token: string): Promise<JobPost> {
  const id = postIdOf(rawId)
  const post = id === null ? null : await payload.findByID({ collection: 'job-posts', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!post) throw new Failure('not-found', JOB_POST_MESSAGES.notFound, { success: false })
  if (!linkTokenMatches(token, post.manageTokenHash)) throw new Failure('forbidden', JOB_POST_MESSAGES.wrongToken, { success: false })
  return post
}

/** The post whose manage token this is (the manage page's link): 403 when no post has it. */
export async function postByToken(payload: Payload, token: string): Promise<JobPost> {
  const { docs } = await payload.find({ collection: 'job-posts', where: { manageTokenHash: { equals: hashLinkToken(token) } }, limit: 1, depth: 0, overrideAccess: true })
  if (!docs[0]) throw new Failure('forbidden', JOB_POST_MESSAGES.wrongToken, { success: false })
  return docs[0]
}

async function categorySlug(payload: Payload, id: number): Promise<string> {
  const category = await payload.findByID({ collection: 'categories', id, depth: 0, overrideAccess: true, disableErrors: true })
  return category?.slug ?? ''
}

/** The logo as its employer sees it: its public address, or while staff have not approved the post, a signed one. */
export async function employerLogoUrl(payload: Payload, post: Pick<JobPost, 'id' | 'logo'>): Promise<string | null> {
  const media = await logoMediaOf(payload, post.logo)
  return media ? employerLogoAddress(post.id, media) : null
}

/** Everything the manage page shows: the fields as last submitted (a pending edit's), the state, the job and its traffic per day. */
export async function manageView(payload: Payload, post: JobPost): Promise<JobPostManage> {
  const fields = revisionOf(post) ?? storedFieldsOf(post)
  const jobId = typeof post.job === 'object' && post.job ? post.job.id : post.job
  const job = jobId ? await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const stats = job && post.liveFrom ? await readJobDailyStats(payload, job.id, new Date(post.liveFrom), new Date(Math.min(Date.now(), new Date(post.liveUntil ?? Date.now()).getTime()))) : []
  return {
    id: post.id,
    state: post.state,
    tier: post.tier,
    contactEmail: post.contactEmail,
    fields: {
      ...fields,
      company: { name: fields.company.name, website: fields.company.website ?? '' },
      category: await categorySlug(payload, fields.category),
      applyUrl: fields.applyUrl ?? '',
      applyEmail: fields.applyEmail ?? '',
    },
    logo: await employerLogoUrl(payload, post),
    paid: isPaid(post),
    revisionInReview: revisionOf(post) !== null,
    rejectionReason: post.rejectionReason ?? null,
    liveFrom: post.liveFrom ?? null,
    liveUntil: post.liveUntil ?? null,
    job: job ? { slug: job.slug, status: job.status } : null,
    stats,
  }
}
