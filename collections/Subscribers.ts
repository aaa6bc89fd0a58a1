import type { CollectionConfig } from 'payload'
import { SUBSCRIBER_NAME_MAX, SUBSCRIBER_SOURCE_MAX } from '@cms/contract/newsletter'
import { adminOnly } from './access/adminOnly'

export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'source', 'isActive', 'subscribedAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'name', type: 'text', maxLength: SUBSCRIBER_NAME_MAX },
    { name: 'marketingConsent', type: 'checkbox', defaultValue: true },
    { name: 'source', type: 'text', defaultValue: 'website', maxLength: SUBSCRIBER_SOURCE_MAX },
    { name: 'subscribedAt', type: 'date', required: true },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'unsubscribedAt', type: 'date' },
  ],
}
