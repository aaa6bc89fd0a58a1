import type { CollectionConfig, Field } from 'payload'
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES } from '@cms/contract/jobValues'
import {
  JOB_POST_DECISIONS,
  JOB_POST_LIMITS,
  JOB_POST_PAYMENT_PURPOSES,
  JOB_POST_STATE_LABELS,
  JOB_POST_STATES,
  JOB_POST_TIERS,
  DEFAULT_TIERS,
} from '@cms/contract/jobPosts'
import { SALARY_CURRENCIES, SALARY_PERIOD_VALUES } from '@cms/contract/salary'
import { adminOnly } from '../access/adminOnly'
import { webAddress } from '../fields/webAddress'
import { staffOnly } from '../access/staffOnly'
import { keepServerManagedFields } from './keepServerManagedFields'
import { markNeedsReview } from './markNeedsReview'
import { noOneButTheServer } from '../access/noOneButTheServer'
import { takeJobDownOnDelete } from './hooks/takeJobDownOnDelete'
import { mailDecision, takeDecision } from './hooks/takeDecision'

const tierOptions = JOB_POST_TIERS.map((value) => ({ value, label: DEFAULT_TIERS[value].label }))
const readOnly = (description?: string) => ({ readOnly: true, ...(description ? { description } : {}) })

/** What the employer submitted (and edits); a live post's edit waits in `revision` with the same shape. */
const submittedFields: Field[] = [
  { name: 'title', type: 'text', required: true, maxLength: JOB_POST_LIMITS.title },
  {
    name: 'company',
    type: 'group',
    fields: [
      { type: 'row', fields: [{ name: 'name', type: 'text', required: true, maxLength: JOB_POST_LIMITS.companyName }, { name: 'website', type: 'text', validate: webAddress }] },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
      { name: 'type', type: 'select', options: [...JOB_TYPE_VALUES], required: true },
      { name: 'experienceLevel', type: 'select', options: [...EXPERIENCE_VALUES], required: true },
    ],
  },
  { name: 'description', type: 'textarea', required: true, admin: { description: 'Sanitised HTML, as the job will show it' } },
  { type: 'row', fields: [{ name: 'applyUrl', type: 'text', validate: webAddress }, { name: 'applyEmail', type: 'email' }] },
  {
    type: 'row',
    fields: [
      { name: 'salaryMin', type: 'number', required: true, min: 0 },
      { name: 'salaryMax', type: 'number', required: true, min: 0 },
      { name: 'salaryCurrency', type: 'select', options: [...SALARY_CURRENCIES], required: true },
      { name: 'salaryPeriod', type: 'select', options: [...SALARY_PERIOD_VALUES], required: true },
    ],
  },
  { name: 'locationText', type: 'text', required: true, maxLength: JOB_POST_LIMITS.locationText, admin: { description: 'Who may apply, as the employer wrote it' } },
]

/**
 * Employers' paid job posts (docs/job-posts.md). Written by the server's /api/job-posts calls and the Stripe
 * webhook; staff only see and decide them here. A post in review (or a live post with an edit in review) is
 * listed first: staff pick a Decision and save, and the review hook (cms/domain/jobPosts/review) approves it (the
 * job goes live through the Jobs collection) or rejects it (the employer is mailed the reason, a first payment is
 * refunded). No one else can read or write posts through Payload's REST.
 */
export const JobPosts: CollectionConfig = {
  slug: 'job-posts',
  labels: { singular: 'Job post', plural: 'Job posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'state', 'needsReview', 'tier', 'contactEmail', 'liveUntil', 'updatedAt'],
    description: 'Posts waiting for a decision come first. Open one, choose a Decision in the sidebar and save.',
  },
  access: { read: staffOnly, create: noOneButTheServer, update: staffOnly, delete: adminOnly },
  defaultSort: ['-needsReview', '-updatedAt'],
  hooks: {
    beforeValidate: [keepServerManagedFields],
    // Staff's decision (Stripe refunds, mails: ./hooks) runs first, so `needsReview` follows it.
    beforeChange: [takeDecision, markNeedsReview],
    afterChange: [mailDecision],
    afterDelete: [takeJobDownOnDelete],
  },
  fields: [
    ...submittedFields,
    {
      type: 'row',
      fields: [
        { name: 'tier', type: 'select', options: tierOptions, required: true, admin: readOnly() },
        { name: 'contactEmail', type: 'email', required: true, admin: readOnly('Where the manage link, receipts and decisions go') },
      ],
    },
    // The manage token is never stored: its SHA-256 finds the post, and its seed (with the server's secret) lets a
    // later mail carry the same link (cms/domain/jobPosts/tokens.ts).
    { name: 'manageTokenHash', type: 'text', required: true, unique: true, index: true, access: { read: noOneButTheServer }, admin: { hidden: true } },
    { name: 'manageTokenSeed', type: 'text', access: { read: noOneButTheServer }, admin: { hidden: true } },
    {
      name: 'state',
      type: 'select',
      options: JOB_POST_STATES.map((value) => ({ value, label: JOB_POST_STATE_LABELS[value] })),
      defaultValue: 'draft',
      required: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Changed by payments, decisions and the employer, never by hand' },
    },
    { name: 'needsReview', type: 'checkbox', defaultValue: false, index: true, label: 'Needs review', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'decision',
      type: 'select',
      options: Object.entries(JOB_POST_DECISIONS).map(([value, label]) => ({ value, label })),
      admin: {
        position: 'sidebar',
        description: 'Taken when you save: approving puts the job (or the pending edit) live at once; rejecting needs a reason below.',
      },
    },
    { name: 'rejectionReason', type: 'textarea', maxLength: JOB_POST_LIMITS.rejectionReason, admin: { position: 'sidebar', description: 'Mailed to the employer' } },
    {
      name: 'revision',
      type: 'json',
      admin: {
        ...readOnly("A live post's edit waiting for approval; the live job stays as it was until then"),
        // What the edit changes, as a table: Payload's JSON editor loads from a CDN and showed an empty box.
        components: { Field: '/app/(payload)/cms/components/PendingRevision#PendingRevision' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'liveFrom', type: 'date', admin: { ...readOnly(), date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'liveUntil', type: 'date', index: true, admin: { ...readOnly('The end of the paid period'), date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'renewalNoticeSentAt', type: 'date', admin: { hidden: true } },
    { name: 'job', type: 'relationship', relationTo: 'jobs', index: true, admin: readOnly('The public job, once approved') },
    { name: 'companyRecord', type: 'relationship', relationTo: 'companies', admin: readOnly("The job's company, made at approval") },
    { name: 'logo', type: 'upload', relationTo: 'media', admin: readOnly('Uploaded by the employer on the manage page') },
    {
      name: 'payments',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'stripeSessionId', type: 'text', required: true, unique: true, index: true },
        { name: 'stripePaymentIntentId', type: 'text', index: true },
        { type: 'row', fields: [
          { name: 'tier', type: 'select', options: tierOptions, required: true },
          { name: 'purpose', type: 'select', options: [...JOB_POST_PAYMENT_PURPOSES], required: true },
          { name: 'days', type: 'number', required: true },
          { name: 'amountCents', type: 'number', required: true, admin: { description: 'US cents, as charged' } },
        ] },
        { type: 'row', fields: [
          { name: 'paidAt', type: 'date' },
          { name: 'receiptSentAt', type: 'date' },
          { name: 'refundedAt', type: 'date' },
        ] },
      ],
    },
  ],
}
