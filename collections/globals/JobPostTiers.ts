import type { GlobalConfig } from 'payload'
import { DEFAULT_TIERS, JOB_POST_TIERS } from '@cms/contract/jobPosts'
import { adminOnly } from '../access/adminOnly'
import { staffOnly } from '../access/staffOnly'
import { noVersionRoutes } from '../endpoints/noVersionRoutes'

/**
 * What each tier of a job post is called, lasts and costs (docs/job-posts.md): admins edit it, staff may read
 * it, and the server reads it for the form's tier list and every checkout. Starts as DEFAULT_TIERS; a value left
 * empty falls back to its default there too (cms/domain/jobPosts/tiers.ts).
 */
export const JobPostTiers: GlobalConfig = {
  slug: 'job-post-tiers',
  label: 'Job post tiers',
  access: { read: staffOnly, update: adminOnly },
  endpoints: noVersionRoutes,
  admin: { description: 'Prices are in US cents (4900 = $49.00). Changes apply to the next checkout; paid posts keep what they bought.' },
  fields: [
    ...JOB_POST_TIERS.map((tier) => ({
      name: tier,
      type: 'group' as const,
      label: DEFAULT_TIERS[tier].label,
      fields: [
        {
          type: 'row' as const,
          fields: [
            { name: 'label', type: 'text' as const, required: true, defaultValue: DEFAULT_TIERS[tier].label },
            { name: 'days', type: 'number' as const, required: true, min: 1, max: 365, defaultValue: DEFAULT_TIERS[tier].days },
            { name: 'priceCents', type: 'number' as const, label: 'Price (US cents)', required: true, min: 50, defaultValue: DEFAULT_TIERS[tier].priceCents },
          ],
        },
        { name: 'description', type: 'textarea' as const, defaultValue: DEFAULT_TIERS[tier].description },
      ],
    })),
    {
      name: 'freeReviewWhilePaymentsOff',
      type: 'checkbox',
      label: 'While payments are off, employers may send posts to review free (listed as Standard)',
      defaultValue: false,
      admin: { description: 'No effect while Stripe is set up: posts are paid for then. Admins also set it with POST /api/admin/job-post-review.' },
    },
  ],
}
