import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'

/** Stripe webhook events already processed: a replayed event id is acknowledged and ignored. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
  ],
}
