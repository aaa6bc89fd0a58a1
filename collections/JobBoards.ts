import { ATS_IDS } from '@cms/contract/providers'
import { BOARD_RUN_STATUSES } from '@cms/contract/jobBoards'
import type { CollectionConfig, Payload, PayloadRequest } from 'payload'
import type { AtsId } from '@cms/contract/providers'
import { adminOnly } from './access/adminOnly'

/**
 * Expires the listed jobs of one board: a board switched off or removed no longer vouches for them. Only jobs
 * ingestion wrote (they carry a content hash), found by the board's id prefix (`token:`).
 */
async function expireBoardJobs(payload: Payload, board: { ats: AtsId; token: string }, req: PayloadRequest): Promise<void> {
  const prefix = `${board.token}:`
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { source: { equals: board.ats }, externalId: { like: prefix }, status: { equals: 'active' }, contentHash: { exists: true } },
    select: { externalId: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const ids = docs.filter((job) => job.externalId.startsWith(prefix)).map((job) => job.id)
  if (ids.length) await payload.update({ collection: 'jobs', where: { id: { in: ids } }, data: { status: 'expired' }, overrideAccess: true, req })
}

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
        if ((previousDoc.enabled !== false && doc.enabled === false) || moved) await expireBoardJobs(req.payload, previousDoc, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await expireBoardJobs(req.payload, doc, req)
      },
    ],
  },
  fields: [
    { name: 'ats', type: 'select', options: [...ATS_IDS], required: true, index: true },
    { name: 'token', type: 'text', required: true, admin: { description: 'The board name in its careers URL (jobs.lever.co/<token>).' } },
    { name: 'company', type: 'text', required: true },
    { name: 'enabled', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'connectedCompany',
      type: 'relationship',
      relationTo: 'companies',
      index: true,
      admin: { description: "Set when the company's confirmed employer connected the board from a post's manage page: its jobs are that company's." },
    },
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
