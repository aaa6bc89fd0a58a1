import type { JobPostTier } from '@cms/contract/jobPosts'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export interface CheckoutRequest {
  id: number
  token: string
  /** Absent: the post's own tier (its first payment); on a live or ended post, the tier to extend or upgrade to. */
  tier?: JobPostTier
}

/** POST /api/job-posts/{id}/checkout -> the Stripe Checkout URL to send the browser to. */
export const startJobPostCheckout = ({ id, token, tier }: CheckoutRequest) =>
  apiCall('postJobPostsIdCheckout', { params: { id }, body: tier ? { token, tier } : { token } })
export const useStartJobPostCheckout = () => useMutation({ mutationFn: startJobPostCheckout })
