import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { JOB_POST_REVIEW_MESSAGES, type JobPostDecision, type JobPostTier } from '@cms/contract/jobPosts'
import { env } from '@cms/lib/env'
import { Failure } from '@cms/domain/failure'
import type { JobPost } from '@cms/payload-types'
import { queueMail } from '@cms/domain/mail/sendMailTask'
import { approvalEmail, rejectionEmail } from '@cms/domain/jobPosts/emails'
import { revisionOf, storedFieldsOf } from '@cms/domain/jobPosts/postFields'
import { periodEnd, writeCompany, writeJob } from '@cms/domain/jobPosts/publishJob'
import { refundFirstPayment } from '@cms/domain/jobPosts/refund'
import { readTiers } from '@cms/domain/jobPosts/tiers'

/** What the decision left for the mail after the save (req.context lives for the one request). */
const DECIDED = 'jobPostDecided'
type Decided = { approved: true; edit: boolean; jobSlug: string } | { approved: false; reason: string; edit: boolean; refunded: boolean }

/** First approval: the paid period starts now, and the job goes live with its placement through the Jobs collection. */
async function publish(req: PayloadRequest, post: JobPost): Promise<Partial<JobPost> & { jobSlug: string }> {
  const fields = storedFieldsOf(post)
  const paid = (post.payments ?? []).filter((payment) => payment.purpose === 'post' && payment.paidAt).at(-1)
  const days = paid?.days ?? (await readTiers(req.payload))[post.tier].days
  const liveFrom = new Date()
  const liveUntil = periodEnd(liveFrom, days)
  const companyId = await writeCompany(req, post, fields)
  const job = await writeJob(req, post.id, fields, { tier: post.tier as JobPostTier, liveUntil, companyId, postedAt: liveFrom.toISOString() })
  return { state: 'live', liveFrom: liveFrom.toISOString(), liveUntil, job: job.id, companyRecord: companyId, renewalNoticeSentAt: null, jobSlug: job.slug }
}

/** A live post's edit approved: it replaces the post's fields and the live job's, the paid period unchanged. */
async function applyRevision(req: PayloadRequest, post: JobPost, revision: ReturnType<typeof storedFieldsOf>): Promise<Partial<JobPost> & { jobSlug: string }> {
  const companyId = await writeCompany(req, post, revision)
  const job = await writeJob(req, post.id, revision, { tier: post.tier as JobPostTier, liveUntil: post.liveUntil!, companyId })
  return { ...revision, revision: null, companyRecord: companyId, jobSlug: job.slug }
}

/**
 * Staff's decision in /cms: the post's `decision` field, taken when they save and then cleared. Approve puts an
 * in-review post live (or a live post's pending edit into its job) and mails the job's address; reject needs a
 * reason, refunds a first payment through Stripe (the save fails, changing nothing, if Stripe refuses) and mails
 * the reason; rejecting a live post's edit only drops the edit. Anything else is refused with a message.
 */
export const takeDecision: CollectionBeforeChangeHook<JobPost> = async ({ data, originalDoc, req, operation }) => {
  const decision = data.decision as JobPostDecision | null | undefined
  if (operation !== 'update' || !decision || !originalDoc) return data
  data.decision = null
  const post = { ...originalDoc, ...data } as JobPost
  const revision = revisionOf(originalDoc)
  const live = originalDoc.state === 'live' && revision !== null
  if (originalDoc.state !== 'in-review' && !live) throw new Failure('invalid', JOB_POST_REVIEW_MESSAGES.nothingToDecide)

  if (decision === 'approve') {
    const { jobSlug, ...approved } = live ? await applyRevision(req, post, revision!) : await publish(req, post)
    Object.assign(data, approved, { rejectionReason: null })
    req.context[DECIDED] = { approved: true, edit: live, jobSlug } satisfies Decided
    return data
  }
  const reason = (data.rejectionReason ?? originalDoc.rejectionReason ?? '').trim()
  if (!reason) throw new Failure('invalid', JOB_POST_REVIEW_MESSAGES.reasonRequired)
  // A post sent to review free (while payments were off) has no payment to refund.
  const refunded = !live && (originalDoc.payments ?? []).some((payment) => payment.purpose === 'post' && payment.paidAt && !payment.refundedAt)
  if (live) data.revision = null
  else Object.assign(data, { state: 'rejected', payments: await refundFirstPayment(originalDoc.payments) })
  data.rejectionReason = reason
  req.context[DECIDED] = { approved: false, reason, edit: live, refunded } satisfies Decided
  return data
}

/** After a decision is saved: the employer is mailed the live job's address, or the reason for the rejection. */
export const mailDecision: CollectionAfterChangeHook<JobPost> = async ({ doc, req }) => {
  const decided = req.context[DECIDED] as Decided | undefined
  if (!decided) return doc
  delete req.context[DECIDED]
  const message = decided.approved
    ? approvalEmail(doc.contactEmail, doc.title, `${env.siteUrl}/jobs/${encodeURIComponent(decided.jobSlug)}`, doc.liveUntil ?? '', decided.edit)
    : rejectionEmail(doc.contactEmail, doc.title, decided.reason, decided)
  await queueMail(req.payload, message)
  return doc
}
