import type { CollectionConfig } from 'payload'
import { JOB_PROVIDER_IDS } from '@cms/contract/providers'
import { adminOnly } from './access/adminOnly'

export const INGESTION_RUN_STATUSES = ['running', 'succeeded', 'failed', 'skipped'] as const

/** One document per ingestion run of one provider (scheduled or on demand); admin-only. */
export const IngestionRuns: CollectionConfig = {
  slug: 'ingestion-runs',
  labels: { singular: 'Ingestion run', plural: 'Ingestion runs' },
  admin: {
    useAsTitle: 'provider',
    defaultColumns: ['provider', 'status', 'startedAt', 'fetched', 'created', 'updated', 'expired', 'skipped'],
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  defaultSort: '-startedAt',
  fields: [
    { name: 'provider', type: 'select', options: [...JOB_PROVIDER_IDS], required: true, index: true },
    { name: 'trigger', type: 'select', options: ['schedule', 'manual', 'bench'], defaultValue: 'manual', required: true },
    { name: 'status', type: 'select', options: [...INGESTION_RUN_STATUSES], defaultValue: 'running', required: true, index: true },
    { name: 'startedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        { name: 'fetched', type: 'number', defaultValue: 0 },
        { name: 'created', type: 'number', defaultValue: 0 },
        { name: 'updated', type: 'number', defaultValue: 0 },
        { name: 'unchanged', type: 'number', defaultValue: 0 },
        { name: 'expired', type: 'number', defaultValue: 0 },
        { name: 'skipped', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'skippedReasons',
      type: 'json',
      admin: { description: 'Up to 200 items the run left out: [{ externalId, reason }]' },
    },
    { name: 'error', type: 'textarea', admin: { description: 'Why the fetch failed (nothing was expired).' } },
  ],
}
