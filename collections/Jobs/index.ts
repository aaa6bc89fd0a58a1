import type { CollectionConfig } from 'payload'
import { EXPERIENCE_VALUES, JOB_STATUSES, JOB_TYPE_VALUES } from '@cms/contract/jobs'
import { HTTP_URL_REQUIRED, httpUrlOrNull } from '@cms/contract/links'
import { JOB_SOURCES } from '@cms/contract/providers'
import { activeOrAdmin } from '../access/activeOrAdmin'
import { adminOnly } from '../access/adminOnly'
import { slugField } from '../fields/slug'
import { toDescriptionHtml } from '../lib/jobDescription'
import { closeReportsOnReview } from './closeReportsOnReview'
import { parseUtcOffset } from './parseUtcOffset'


export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'company', 'type', 'source', 'status', 'postedAt'],
  },
  access: { read: activeOrAdmin, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: '-postedAt',
  // One row per posting of a provider: re-ingesting a source updates instead of duplicating.
  indexes: [{ fields: ['source', 'externalId'], unique: true }],
  hooks: {
    afterChange: [closeReportsOnReview],
    beforeChange: [
      ({ data }) => {
        if (data && 'timezone' in data) data.utcOffset = parseUtcOffset(data.timezone)
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      // Stored sanitised, so the site renders it as it is.
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? toDescriptionHtml(value) : value)] },
      admin: { description: 'HTML (sanitised on save) or plain text (blank lines make paragraphs).' },
    },
    { name: 'postedAt', type: 'date', required: true, index: true },
    { name: 'type', type: 'select', options: [...JOB_TYPE_VALUES], required: true, index: true },
    { name: 'experienceLevel', type: 'select', options: [...EXPERIENCE_VALUES], required: true, index: true },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true },
    {
      type: 'row',
      fields: [
        { name: 'salaryMin', type: 'number', min: 0, index: true, admin: { description: 'Annual, USD' } },
        { name: 'salaryMax', type: 'number', min: 0, index: true, admin: { description: 'Annual, USD' } },
        { name: 'salaryCurrency', type: 'text', admin: { description: 'Currency as posted' } },
        { name: 'salaryPeriod', type: 'select', options: ['year', 'month', 'week', 'day', 'hour'] },
      ],
    },
    { name: 'timezone', type: 'text', admin: { description: 'e.g. "UTC-5"; blank means Flexible' } },
    { name: 'utcOffset', type: 'number', index: true, admin: { readOnly: true, description: 'Derived from timezone' } },
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
    { name: 'skills', type: 'relationship', relationTo: 'skills', hasMany: true },
    {
      name: 'applyUrl',
      type: 'text',
      index: true,
      // Checked on the field, so every Payload write (the admin, REST, the Local API) refuses a javascript: or data: link.
      validate: (value: string | null | undefined) => !value || httpUrlOrNull(value) !== null || HTTP_URL_REQUIRED,
      admin: { description: 'The full https:// (or http://) address of the application page' },
    },
    {
      name: 'source',
      type: 'select',
      options: [...JOB_SOURCES],
      defaultValue: 'internal',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'externalId', type: 'text', required: true, admin: { position: 'sidebar' } },
    // Ingestion bookkeeping: a hash of the normalised posting (an unchanged re-run touches nothing) and the
    // cross-source duplicate key (normalised company + title).
    { name: 'contentHash', type: 'text', admin: { hidden: true } },
    { name: 'dedupeKey', type: 'text', index: true, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      options: [...JOB_STATUSES],
      defaultValue: 'active',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Expired jobs leave lists and search. Held jobs are hidden until reviewed: set Active to put one back (its open reports are dismissed) or Expired to take it down.',
      },
    },
    {
      name: 'heldFor',
      type: 'json',
      admin: { position: 'sidebar', readOnly: true, description: 'Why the job was held: the rule or reports, and the sentence that fired it' },
    },
    { name: 'reports', type: 'join', collection: 'job-reports', on: 'job', admin: { defaultColumns: ['reason', 'details', 'state', 'createdAt'] } },
  ],
}
