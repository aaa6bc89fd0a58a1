import type { Payload } from 'payload'
import { DEFAULT_TIERS, JOB_POST_TIERS, type JobPostTier, type JobPostTierList } from '@cms/contract/jobPosts'
import { jobPostSubmission } from './submission'

export interface TierTerms {
  label: string
  days: number
  priceCents: number
  description: string
}
export type TierTable = Record<JobPostTier, TierTerms>

const positiveInt = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null)

/** The tiers as admins set them in /cms (the "Job post tiers" global); a value never set is its DEFAULT_TIERS one. */
export async function readTiers(payload: Payload): Promise<TierTable> {
  const stored = (await payload.findGlobal({ slug: 'job-post-tiers', depth: 0, overrideAccess: true })) as unknown as Partial<Record<JobPostTier, Partial<TierTerms>>>
  const entries = JOB_POST_TIERS.map((tier): [JobPostTier, TierTerms] => {
    const fallback = DEFAULT_TIERS[tier]
    const set = stored[tier] ?? {}
    return [
      tier,
      {
        label: set.label?.trim() || fallback.label,
        days: positiveInt(set.days) ?? fallback.days,
        priceCents: positiveInt(set.priceCents) ?? fallback.priceCents,
        description: set.description?.trim() || fallback.description,
      },
    ]
  })
  return Object.fromEntries(entries) as TierTable
}

/** GET /api/job-posts/tiers: the tiers, and how a draft reaches review here (paid, free, or not yet). */
export async function listTiers(payload: Payload): Promise<JobPostTierList> {
  const [tiers, submission] = await Promise.all([readTiers(payload), jobPostSubmission(payload)])
  return { submission, tiers: JOB_POST_TIERS.map((tier) => ({ tier, ...tiers[tier], currency: 'usd' as const })) }
}

/** Tiers in the order of what they buy: standard < featured < pinned. */
export const tierRank = (tier: JobPostTier) => JOB_POST_TIERS.indexOf(tier)
