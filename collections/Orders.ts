import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'

export const ORDER_STATUSES = ['pending', 'paid', 'refunded'] as const

/** One order per Stripe Checkout Session; written only by the server's fulfilment code. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'amountTotal', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'stripeSessionId', type: 'text', required: true, unique: true, index: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'status', type: 'select', options: [...ORDER_STATUSES], defaultValue: 'pending', required: true },
    { name: 'amountTotal', type: 'number', admin: { description: 'Smallest currency unit, from Stripe' } },
    { name: 'currency', type: 'text' },
    { name: 'paidAt', type: 'date' },
    { name: 'refundedAt', type: 'date' },
    { name: 'downloadEmailSentAt', type: 'date' },
  ],
}
