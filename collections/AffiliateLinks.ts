import type { CollectionConfig } from 'payload'
import { staffOnly } from './access/staffOnly'
import { anyone } from './access/anyone'
import { HTTP_URL_REQUIRED, isWebAddress } from '@cms/contract/links'

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
      validate: (value: unknown) => (typeof value === 'string' && isWebAddress(value)) || HTTP_URL_REQUIRED,
    },
    { name: 'platform', type: 'text', required: true, admin: { description: 'Shown as "View on {platform}"' } },
  ],
}
