import type { JobPostTierList } from '@cms/contract/jobPosts'
import { formatCount } from '@web/lib/numbers'

export type TierOffer = JobPostTierList['tiers'][number]

/** 4900 -> '$49', 4950 -> '$49.50' (prices are US cents). */
export function priceLabel(cents: number): string {
  const dollars = Math.floor(cents / 100)
  const rest = cents % 100
  return `$${formatCount(dollars)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`
}

/** '30 days', '1 day'. */
export const daysLabel = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`

/** '$99 for 30 days'. */
export const tierPriceLabel = (tier: Pick<TierOffer, 'priceCents' | 'days'>): string => `${priceLabel(tier.priceCents)} for ${daysLabel(tier.days)}`
