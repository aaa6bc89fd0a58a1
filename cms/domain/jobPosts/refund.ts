import { JOB_POST_REVIEW_MESSAGES } from '@cms/contract/jobPosts'
import { Failure } from '@cms/domain/failure'
import { logger } from '@cms/lib/logger'
import type { JobPost } from '@cms/payload-types'
import { getStripe } from '../commerce/stripeClient'

type Payment = NonNullable<JobPost['payments']>[number]

/**
 * Refunds the post's paid first payment in full through Stripe's refund API (idempotent per session, so a retried
 * rejection never refunds twice) and answers the payments with its refund recorded. A payment that charged
 * nothing (a 100% promotion code) has no payment intent and nothing to refund.
 */
export async function refundFirstPayment(payments: JobPost['payments']): Promise<Payment[]> {
  const list = payments ?? []
  const paid = list.filter((payment) => payment.purpose === 'post' && payment.paidAt && !payment.refundedAt).at(-1)
  if (!paid) return list
  if (paid.stripePaymentIntentId) {
    try {
      await getStripe().refunds.create({ payment_intent: paid.stripePaymentIntentId, reason: 'requested_by_customer' }, { idempotencyKey: `job-post-refund-${paid.stripeSessionId}` })
    } catch (error) {
      if (error instanceof Failure) throw error
      logger.error({ err: (error as Error).message, session: paid.stripeSessionId }, 'job posts: refund failed')
      throw new Failure('upstream-failed', JOB_POST_REVIEW_MESSAGES.refundFailed)
    }
  }
  return list.map((payment) => (payment === paid ? { ...payment, refundedAt: new Date().toISOString() } : payment))
}
