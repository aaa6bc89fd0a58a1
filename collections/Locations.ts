import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { anyone } from './access/anyone'
import { slugField } from './fields/slug'

export const LOCATION_REGIONS = ['Worldwide', 'Americas', 'Europe', 'Asia', 'Africa', 'Oceania'] as const

export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'region', 'slug'] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    {
      name: 'region',
      type: 'select',
      options: [...LOCATION_REGIONS],
      admin: { description: 'Leave empty for locations listed under "Global".' },
    },
    {
      name: 'country',
      type: 'text',
      admin: { description: 'Country name for single-country locations (drives cost-of-living and coworking texts).' },
    },
  ],
}
