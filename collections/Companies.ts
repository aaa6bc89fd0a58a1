import type { CollectionConfig } from 'payload'
import { companyKey, websiteDomain } from './lib/companyIdentity'
import { adminOnly } from './access/adminOnly'
import { anyone } from './access/anyone'
import { slugField } from './fields/slug'

export const Companies: CollectionConfig = {
  slug: 'companies',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'website'] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    // What ingestion matches a board's company on (cms/domain/companies), kept in step with the name and website.
    beforeChange: [
      // Collection hooks run before the fields are validated: a name or website that is not text is left for
      // validation to refuse with a 400.
      ({ data, originalDoc }) => {
        const name: unknown = data.name ?? originalDoc?.name ?? ''
        const website: unknown = data.website === undefined ? originalDoc?.website : data.website
        if (typeof name !== 'string' || (website != null && typeof website !== 'string')) return data
        return { ...data, matchKey: companyKey(name) || null, domain: websiteDomain(website) }
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'website', type: 'text' },
    { name: 'logo', type: 'text', admin: { description: 'Logo URL (from the provider or Brandfetch).' } },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'matchKey', type: 'text', index: true, admin: { readOnly: true, description: 'The name as ingestion matches it ("Acme Inc" and "ACME" are acme)' } },
        { name: 'domain', type: 'text', index: true, admin: { readOnly: true, description: 'The website domain ingestion matches on' } },
      ],
    },
  ],
}
