import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { JOB_POST_REVIEW_MESSAGES, type JobPostDecision, type JobPostTier } from '@cms/contract/jobPosts'
import { HttpError } from '@cms/lib/http'
import type { JobPost } from '@cms/payload-types'
import { queueMail } from '@cms/domain/mail/sendMailTask'
import { rejectionEmail } from '../emails'
import { revisionOf, storedFieldsOf } from '../postFields'
import { periodEnd, writeCompany, writeJob } from '../publishJob'
import { refundFirstPayment } from '../refund'
import { readTiers } from '../tiers'

/** What the decision left for the mail after the save (req.context lives for the one request). */
const REJECTION = 'jobPostRejection'
interface Rejection {
  reason: string
  refunded: boolean
}

/** First approval: the paid period starts now, and the job goes live with its placement through the Jobs collection. */
async function publish(req: PayloadRequest, post: JobPost): Promise<Partial<JobPost>> {
  const fields = storedFieldsOf(post)
  const paid = (post.payments ?? []).filter((payment) => payment.purpose === 'post' && payment.paidAt).at(-1)
  const days = paid?.days ?? (await readTiers(req.payload))[post.tier].days
  const liveFrom = new Date()
  const liveUntil = periodEnd(liveFrom, days)
  const companyId = await writeCompany(req, post, fields)
  const job = await writeJob(req, post.id, fields, { tier: post.tier as JobPostTier, liveUntil, companyId, postedAt: liveFrom.toISOString() })
  return { state: 'live', liveFrom: liveFrom.toISOString(), liveUntil, job: job.id, companyRecord: companyId, renewalNoticeSentAt: null }
}

/** A live post's edit approved: it replaces the post's fields and the live job's, the paid period unchanged. */
async function applyRevision(req: PayloadRequest, post: JobPost, revision: ReturnType<typeof storedFieldsOf>): Promise<Partial<JobPost>> {
  const companyId = await writeCompany(req, post, revision)
  await writeJob(req, post.id, revision, { tier: post.tier as JobPostTier, liveUntil: post.liveUntil!, companyId })
  return { ...revision, revision: null, companyRecord: companyId }
}

/**
 * Staff's decision in /cms: the post's `decision` field, taken when they save and then cleared. Approve puts an
 * in-review post live (or a live post's pending edit into its job); reject needs a reason, refunds a first
 * payment through Stripe (the save fails, changing nothing, if Stripe refuses) and mails the reason; rejecting a
 * live post's edit only drops the edit. Anything else is refused with a message.
 */
export const takeDecision: CollectionBeforeChangeHook<JobPost> = async ({ data, originalDoc, req, operation }) => {
  const decision = data.decision as JobPostDecision | null | undefined
  if (operation !== 'update' || !decision || !originalDoc) return data
  data.decision = null
  const post = { ...originalDoc, ...data } as JobPost
  const revision = revisionOf(originalDoc)
  const live = originalDoc.state === 'live' && revision !== null
  if (originalDoc.state !== 'in-review' && !live) throw new HttpError(400, JOB_POST_REVIEW_MESSAGES.nothingToDecide)

  if (decision === 'approve') {
    Object.assign(data, live ? await applyRevision(req, post, revision!) : await publish(req, post), { rejectionReason: null })
    return data
  }
  const reason = (data.rejectionReason ?? originalDoc.rejectionReason ?? '').trim()
  if (!reason) throw new HttpError(400, JOB_POST_REVIEW_MESSAGES.reasonRequired)
  if (live) data.revision = null
  else Object.assign(data, { state: 'rejected', payments: await refundFirstPayment(originalDoc.payments) })
  data.rejectionReason = reason
  req.context[REJECTION] = { reason, refunded: !live } satisfies Rejection
  return data
}

/** After a rejection is saved: the employer is mailed the reason. */
export const mailRejection: CollectionAfterChangeHook<JobPost> = async ({ doc, req }) => {
  const rejection = req.context[REJECTION] as Rejection | undefined
  if (!rejection) return doc
  delete req.context[REJECTION]
  await queueMail(req.payload, rejectionEmail(doc.contactEmail, doc.title, rejection.reason, rejection.refunded))
  return doc
}
