import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { JOB_POST_MESSAGES, type JobPostCheckoutResponse, type JobPostPaymentPurpose, type JobPostTier } from '@cms/contract/jobPosts'
import { Failure } from '@cms/domain/failure'
import { poolOf } from '@cms/lib/sql'
import type { JobPost } from '@cms/payload-types'
import { commerceSettings } from '../commerce/settings'
import { getStripe, paymentProviderError } from '../commerce/stripeClient'
import { recordPayment } from './jobPostStore'
import { formPage, paidPage } from './links'
import { readTiers, tierRank, type TierTable } from './tiers'

/** `metadata.kind` of a job post's Checkout Session: the webhook tells them from guide orders by it. */
export const JOB_POST_CHECKOUT_KIND = 'job-post'

export interface PaymentPlan {
  tier: JobPostTier
  purpose: JobPostPaymentPurpose
  days: number
  priceCents: number
}

/**
 * What a checkout of `post` buys: a draft's first payment (its tier, or the one asked for), or on a live or ended
 * post the same tier again (more days) or a higher one (an upgrade from now). A post in review is already paid
 * (409); a rejected post, an ended post that never went live, or a lower tier cannot be bought (409).
 */
export function planPayment(post: Pick<JobPost, 'state' | 'tier' | 'job'>, asked: JobPostTier | undefined, tiers: TierTable): PaymentPlan {
  const conflict = (message: string) => new Failure('conflict', message, { success: false })
  const tier = asked ?? post.tier
  const terms = { tier, days: tiers[tier].days, priceCents: tiers[tier].priceCents }
  switch (post.state) {
    case 'draft':
    case 'awaiting-payment':
      return { ...terms, purpose: 'post' }
    case 'in-review':
      throw conflict(JOB_POST_MESSAGES.alreadyPaid)
    case 'live':
    case 'ended':
      if (!post.job || tierRank(tier) < tierRank(post.tier)) throw conflict(JOB_POST_MESSAGES.notPayable)
      return { ...terms, purpose: tier === post.tier ? 'extend' : 'upgrade' }
    default:
      throw conflict(JOB_POST_MESSAGES.notPayable)
  }
}

/**
 * POST /api/job-posts/{id}/checkout: a Stripe Checkout Session for the plan (promotion codes and business tax ids
 * accepted, the contact as customer e-mail, the post's id, kind and purpose in the metadata), back to our paid
 * page or the form. The payment is recorded unpaid at once (one row per session); the webhook marks it paid.
 */
export async function startJobPostCheckout(payload: Payload, post: JobPost, asked: JobPostTier | undefined): Promise<JobPostCheckoutResponse> {
  const tiers = await readTiers(payload)
  const plan = planPayment(post, asked, tiers)
  if (!commerceSettings.paymentsConfigured) throw new Failure('unavailable', JOB_POST_MESSAGES.stripeMissing, { success: false })
  const metadata = { kind: JOB_POST_CHECKOUT_KIND, jobPostId: String(post.id), purpose: plan.purpose, tier: plan.tier }
  let session: Stripe.Checkout.Session
  try {
    session = await getStripe().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: plan.priceCents,
            product_data: { name: `${tiers[plan.tier].label} job post (${plan.days} days): ${post.title}`.slice(0, 250), description: tiers[plan.tier].description },
          },
          quantity: 1,
        },
      ],
      customer_email: post.contactEmail,
      allow_promotion_codes: true,
      tax_id_collection: { enabled: true },
      success_url: paidPage(post.id),
      cancel_url: formPage(post.id),
      metadata,
      payment_intent_data: { metadata },
    })
  } catch (error) {
    throw paymentProviderError(error)
  }
  if (!session.url) throw paymentProviderError(new Error('Stripe answered a session without a URL'))
  await recordPayment(poolOf(payload), post.id, session.id, plan)
  return { url: session.url }
}
