import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { anyone } from './access/anyone'
import { slugField } from './fields/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
  ],
}
