import type { CollectionConfig } from 'payload'
import { COMPANY_DESCRIPTION_MAX, COMPANY_FOUNDED_MIN, COMPANY_SIZE_LABELS } from '@cms/contract/companyValues'
import { COUNTRY_CODES, englishCountryName } from '@cms/contract/countryCodes'
import { companyMatchKeys } from './hooks/companyMatchKeys'
import { adminOnly } from './access/adminOnly'
import { anyone } from './access/anyone'
import { staffOnly } from './access/staffOnly'
import { slugField } from './fields/slug'
import { logoAddress, webAddress } from './fields/webAddress'

export const Companies: CollectionConfig = {
  slug: 'companies',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'website'] },
  // Editors write what the company page says; every change is a version staff can restore (the history is theirs only).
  access: { read: anyone, readVersions: staffOnly, create: adminOnly, update: staffOnly, delete: adminOnly },
  versions: { maxPerDoc: 50 },
  hooks: {
    // What ingestion matches a board's company on (cms/domain/companies), kept in step with the name and website.
    beforeChange: [
      companyMatchKeys,
      // Each version says who made it: a staff account, or an employer (employerEdit in cms/domain/companies/claims).
      ({ data, req }) => ({ ...data, editedBy: typeof req.context.editedBy === 'string' ? req.context.editedBy : (req.user?.email ?? null) }),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'website', type: 'text', validate: webAddress },
    { name: 'logo', type: 'text', validate: logoAddress, admin: { description: 'Logo URL (from the provider or Brandfetch).' } },
    { name: 'description', type: 'textarea', maxLength: COMPANY_DESCRIPTION_MAX, admin: { description: 'Shown on the company page, as plain text.' } },
    {
      type: 'row',
      fields: [
        { name: 'size', type: 'select', options: Object.entries(COMPANY_SIZE_LABELS).map(([value, label]) => ({ value, label })) },
        { name: 'founded', type: 'number', min: COMPANY_FOUNDED_MIN, max: 2100, admin: { description: 'Year' } },
        {
          name: 'headquarters',
          type: 'select',
          options: COUNTRY_CODES.map((code) => ({ value: code, label: englishCountryName(code) })),
          admin: { description: 'Country' },
        },
      ],
    },
    {
      name: 'links',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'linkedin', label: 'LinkedIn', type: 'text', validate: webAddress },
            { name: 'x', label: 'X (Twitter)', type: 'text', validate: webAddress },
          ],
        },
      ],
    },
    {
      name: 'editedBy',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: "Who made this version: a staff account, or an employer (their claimed profile or their post's logo); empty: the server" },
    },
    {
      type: 'row',
      fields: [
        { name: 'matchKey', type: 'text', index: true, admin: { readOnly: true, description: 'The name as ingestion matches it ("Acme Inc" and "ACME" are acme)' } },
        { name: 'domain', type: 'text', index: true, admin: { readOnly: true, description: 'The website domain ingestion matches on' } },
      ],
    },
  ],
}
