import type { CollectionConfig } from 'payload'
import { ATS_IDS } from '@cms/contract/providers'
import { BOARD_RUN_STATUSES } from '@cms/contract/jobBoards'
import { expireBoardJobs } from '@cms/domain/integrations/jobBoards'
import { adminOnly } from './access/adminOnly'

/**
 * Employers' public applicant-tracking boards (one company each) that ingestion reads; admin-only. Added from a
 * careers URL (POST /api/admin/job-boards) or here; each run records the board's health in `lastRun`.
 * Disabling or deleting a board expires its jobs (cms/domain/integrations/jobBoards.ts).
 */
export const JobBoards: CollectionConfig = {
  slug: 'job-boards',
  labels: { singular: 'Job board', plural: 'Job boards' },
  admin: { useAsTitle: 'company', defaultColumns: ['company', 'ats', 'token', 'enabled', 'lastRun.status', 'lastRun.at'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  indexes: [{ fields: ['ats', 'token'], unique: true }],
  hooks: {
    // A board switched off, moved to another token or removed no longer vouches for its jobs.
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || !previousDoc) return doc
        const moved = previousDoc.ats !== doc.ats || previousDoc.token !== doc.token
        if ((previousDoc.enabled !== false && doc.enabled === false) || moved) await expireBoardJobs(req.payload, previousDoc)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await expireBoardJobs(req.payload, doc)
      },
    ],
  },
  fields: [
    { name: 'ats', type: 'select', options: [...ATS_IDS], required: true, index: true },
    { name: 'token', type: 'text', required: true, admin: { description: 'The board name in its careers URL (jobs.lever.co/<token>).' } },
    { name: 'company', type: 'text', required: true },
    { name: 'enabled', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'lastRun',
      type: 'group',
      admin: { readOnly: true, description: 'Written by each ingestion run.' },
      fields: [
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'status', type: 'select', options: [...BOARD_RUN_STATUSES] },
        {
          type: 'row',
          fields: [
            { name: 'fetched', type: 'number' },
            { name: 'remoteKept', type: 'number' },
            { name: 'created', type: 'number' },
            { name: 'expired', type: 'number' },
            { name: 'httpStatus', type: 'number' },
          ],
        },
        { name: 'error', type: 'textarea' },
      ],
    },
    {
      name: 'validators',
      type: 'group',
      admin: { readOnly: true, description: "The board answer's ETag and Last-Modified, sent back as a conditional request." },
      fields: [
        { name: 'etag', type: 'text' },
        { name: 'lastModified', type: 'text' },
      ],
    },
  ],
}
