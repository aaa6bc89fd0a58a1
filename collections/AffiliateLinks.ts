import type { CollectionConfig } from 'payload'
import { staffOnly } from './access/staffOnly'
import { anyone } from './access/anyone'

/** Products recommended in blog posts; shown publicly with a commission disclosure. */
export const AffiliateLinks: CollectionConfig = {
  slug: 'affiliate-links',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'platform', 'productPrice'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'productPrice', type: 'text', admin: { description: 'As displayed, e.g. "$49.99"' } },
    {
      name: 'affiliateUrl',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https?:\/\//i.test(value) ? true : 'Enter an http(s) URL',
    },
    { name: 'platform', type: 'text', required: true, admin: { description: 'Shown as "View on {platform}"' } },
  ],
}
