import type { CollectionConfig } from 'payload'
import { mailDecision, takeDecision } from './takeDecision'

/**
 * Job posts with staff's review (Stripe refunds, mails), added where the config is assembled so the collection
 * itself stays free of server code. The decision runs before the collection's own hooks, so `needsReview` follows it.
 */
export function withJobPostReview(posts: CollectionConfig): CollectionConfig {
  const hooks = posts.hooks ?? {}
  return {
    ...posts,
    hooks: {
      ...hooks,
      beforeChange: [takeDecision, ...(hooks.beforeChange ?? [])],
      afterChange: [...(hooks.afterChange ?? []), mailDecision],
    },
  } as CollectionConfig
}
