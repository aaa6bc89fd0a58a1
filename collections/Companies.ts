import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { anyone } from './access/anyone'
import { slugField } from './fields/slug'

export const Companies: CollectionConfig = {
  slug: 'companies',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'website'] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'website', type: 'text' },
    { name: 'logo', type: 'text', admin: { description: 'Logo URL (from the provider or Brandfetch).' } },
    { name: 'description', type: 'textarea' },
  ],
}
