import type { CollectionConfig } from 'payload'
import { ELIGIBILITY_SCOPES } from '@cms/contract/eligibilityValues'
import { EXPERIENCE_VALUES, JOB_STATUSES, JOB_TYPE_VALUES, PLACEMENT_VALUES } from '@cms/contract/jobs'
import { JOB_SOURCES } from '@cms/contract/providers'
import { SALARY_CURRENCIES, SALARY_PERIOD_VALUES } from '@cms/contract/salary'
import { slugify } from '@cms/contract/slugify'
import { activeOrAdmin } from '../access/activeOrAdmin'
import { adminOnly } from '../access/adminOnly'
import { slugField } from '../fields/slug'
import { webAddress } from '../fields/webAddress'
import { closeReportsOnReview } from './hooks/closeReportsOnReview'
import { convertSalary } from './hooks/convertSalary'
import { cleanDescriptionField, deriveJobFields, fillSlug } from './hooks/deriveJobFields'

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
    beforeValidate: [fillSlug],
    beforeChange: [deriveJobFields, convertSalary],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      ...slugField('title'),
      admin: { position: 'sidebar', description: 'Filled from the title, company and source when left empty.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' && value.trim() ? slugify(value) : value)] },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      // Stored sanitised, so the site renders it as it is.
      hooks: { beforeChange: [cleanDescriptionField] },
      admin: { description: 'HTML (sanitised on save) or plain text (blank lines make paragraphs).' },
    },
    {
      name: 'postedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { description: 'The earlier of the provider\'s date and the first time we saw the job: a repost never looks newer' },
    },
    { name: 'sourcePostedAt', type: 'date', admin: { readOnly: true, description: 'The provider\'s own latest date for the posting' } },
    { name: 'reposted', type: 'checkbox', defaultValue: false, admin: { readOnly: true, description: 'Listed again after it disappeared, or with a newer date or a new id for the same job' } },
    { name: 'type', type: 'select', options: [...JOB_TYPE_VALUES], required: true, index: true },
    { name: 'experienceLevel', type: 'select', options: [...EXPERIENCE_VALUES], required: true, index: true },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'placement',
          type: 'select',
          options: [...PLACEMENT_VALUES],
          index: true,
          admin: { readOnly: true, description: 'Paid by the employer through a job post; labelled Sponsored until it ends' },
        },
        { name: 'placementEndsAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        // The salary as posted: what editors enter. convertSalary (and the daily rates refresh) derive salaryMin/Max from it.
        { name: 'salaryPostedMin', type: 'number', min: 0, label: 'Salary as posted: from', admin: { description: 'In the currency, per the period beside' } },
        { name: 'salaryPostedMax', type: 'number', min: 0, label: 'Salary as posted: to', admin: { description: 'In the currency, per the period beside' } },
        { name: 'salaryCurrency', type: 'text', admin: { description: `Currency as posted: ${SALARY_CURRENCIES.join(', ')} (USD when empty)` } },
        { name: 'salaryPeriod', type: 'select', options: [...SALARY_PERIOD_VALUES], admin: { description: 'Per year when empty' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salaryMin', type: 'number', min: 0, index: true, admin: { readOnly: true, description: 'Annual, USD: converted on save from the salary as posted' } },
        { name: 'salaryMax', type: 'number', min: 0, index: true, admin: { readOnly: true, description: 'Annual, USD: converted on save from the salary as posted' } },
      ],
    },
    { name: 'timezone', type: 'text', admin: { description: 'e.g. "UTC-5"; blank means Flexible' } },
    { name: 'utcOffset', type: 'number', index: true, admin: { readOnly: true, description: 'Derived from timezone' } },
    {
      name: 'locationText',
      type: 'text',
      admin: { description: 'Where the job may be done from, as posted ("US only", "EMEA (CET ±2h)"). Who may apply is read from it on save.' },
    },
    {
      name: 'eligibility',
      type: 'group',
      admin: { readOnly: true, description: 'Who may apply: derived from the location text on every save (countries as ISO codes).' },
      fields: [
        { name: 'scope', type: 'select', options: [...ELIGIBILITY_SCOPES], defaultValue: 'unknown', index: true },
        { name: 'countries', type: 'json' },
        { name: 'regions', type: 'json' },
        { name: 'excludedCountries', type: 'json' },
        { type: 'row', fields: [{ name: 'tzMin', type: 'number', admin: { description: 'UTC offset, hours' } }, { name: 'tzMax', type: 'number' }] },
        // Every country the job is open to beyond worldwide (regions expanded, exclusions removed): the country filter's column.
        { name: 'reach', type: 'json', admin: { hidden: true } },
      ],
    },
    { name: 'company', type: 'relationship', relationTo: 'companies', required: true, index: true },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
    { name: 'skills', type: 'relationship', relationTo: 'skills', hasMany: true },
    {
      name: 'applyUrl',
      type: 'text',
      index: true,
      // Checked on the field, so every Payload write (the admin, REST, the Local API) refuses a javascript: or data: link.
      validate: webAddress,
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
      name: 'alsoListedOn',
      type: 'json',
      admin: { position: 'sidebar', readOnly: true, description: 'Other boards listing this same job (merged into this one listing): source and link' },
    },
    {
      name: 'heldFor',
      type: 'json',
      admin: { position: 'sidebar', readOnly: true, description: 'Why the job was held: the rule or reports, and the sentence that fired it' },
    },
    { name: 'reports', type: 'join', collection: 'job-reports', on: 'job', admin: { defaultColumns: ['reason', 'details', 'state', 'createdAt'] } },
  ],
}
