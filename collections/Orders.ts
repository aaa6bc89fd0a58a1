import type { CollectionConfig } from 'payload'
import { ORDER_STATUSES } from '@cms/contract/commerce'
import { adminOnly } from './access/adminOnly'


/**
 * One order per Stripe Checkout Session; written only by the server's fulfilment code
 * (cms/domain/commerce/fulfilment.ts), which moves it pending -> paid (-> refunded) with atomic SQL.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'amountTotal', 'downloadCount', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'stripeSessionId', type: 'text', required: true, unique: true, index: true },
    { name: 'stripePaymentIntentId', type: 'text', index: true, admin: { description: 'Links charge.refunded events to the order' } },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'status', type: 'select', options: [...ORDER_STATUSES], defaultValue: 'pending', required: true },
    { name: 'amountTotal', type: 'number', admin: { description: 'Smallest currency unit, from Stripe' } },
    { name: 'currency', type: 'text' },
    { name: 'paidAt', type: 'date' },
    { name: 'refundedAt', type: 'date' },
    { name: 'downloadEmailSentAt', type: 'date' },
    { name: 'downloadCount', type: 'number', defaultValue: 0, required: true, admin: { description: 'Guide downloads so far' } },
    { name: 'downloadLimit', type: 'number', admin: { description: 'Maximum downloads (GUIDE_DOWNLOAD_LIMIT when paid)' } },
    { name: 'downloadsExpireAt', type: 'date', admin: { description: 'No download after this (paid + GUIDE_DOWNLOAD_TTL_DAYS)' } },
  ],
}
