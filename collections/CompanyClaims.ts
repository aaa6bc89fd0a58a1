import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'
import { staffOnly } from './access/staffOnly'
import { noOneButTheServer } from './access/noOneButTheServer'

const readOnly = (description: string) => ({ readOnly: true, description })

/**
 * Who claimed which company, and when they confirmed it (docs/companies.md). Written only by the server (the
 * employer's manage page and the mailed link); staff read them here and may delete one to take the claim away.
 */
export const CompanyClaims: CollectionConfig = {
  slug: 'company-claims',
  labels: { singular: 'Company claim', plural: 'Company claims' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'company', 'confirmedAt', 'requestedAt'] },
  access: { read: staffOnly, create: noOneButTheServer, update: noOneButTheServer, delete: adminOnly },
  defaultSort: '-requestedAt',
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true, admin: readOnly('The company claimed') },
    { name: 'email', type: 'email', required: true, index: true, admin: readOnly("The employer's contact e-mail, at the company's domain") },
    { name: 'jobPost', type: 'relationship', relationTo: 'job-posts', required: true, admin: readOnly('The paid post the claim was made from') },
    { name: 'domain', type: 'text', required: true, admin: readOnly('The website domain the e-mail was checked against') },
    { type: 'row', fields: [
      { name: 'requestedAt', type: 'date', required: true, admin: { ...readOnly('When the last link was mailed'), date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'confirmedAt', type: 'date', index: true, admin: { ...readOnly('When the link was followed: the employer may edit the profile from then'), date: { pickerAppearance: 'dayAndTime' } } },
    ] },
    // The link's token is never stored: its SHA-256 finds the claim, once, until it expires.
    { name: 'tokenHash', type: 'text', unique: true, index: true, access: { read: noOneButTheServer }, admin: { hidden: true } },
    { name: 'tokenExpiresAt', type: 'date', admin: { hidden: true } },
  ],
  indexes: [{ fields: ['company', 'email'], unique: true }],
}
