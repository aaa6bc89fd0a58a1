import type { CollectionConfig } from 'payload'
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_STATES, type ReportState } from '@cms/contract/reports'
import { adminOnly } from '../access/adminOnly'
import { staffOnly } from '../access/staffOnly'
import { noOneButTheServer } from '../access/noOneButTheServer'

const REPORT_STATE_LABELS: Record<ReportState, string> = { open: 'Open', dismissed: 'Dismissed (the job stays)', upheld: 'Upheld (the job was taken down)' }

/**
 * Visitors' reports of a job ("filled", "scam", ...). Created only by POST /api/jobs/{slug}/reports (the server
 * writes them with access overridden); staff read them beside the job in /cms and close them by reviewing the
 * job: putting a held job back live dismisses its open reports, expiring it upholds them.
 */
export const JobReports: CollectionConfig = {
  slug: 'job-reports',
  labels: { singular: 'Job report', plural: 'Job reports' },
  // Titled by the reported job (a report named "scam" said nothing about which job); the `job` field links to it.
  admin: { useAsTitle: 'jobTitle', defaultColumns: ['jobTitle', 'job', 'reason', 'state', 'createdAt'] },
  access: { read: staffOnly, create: noOneButTheServer, update: staffOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'job', type: 'relationship', relationTo: 'jobs', required: true, index: true },
    // Read from the job on every read (nothing stored), so it follows the job's title.
    { name: 'jobTitle', type: 'text', virtual: 'job.title', label: 'Job', admin: { readOnly: true, hidden: true } },
    { name: 'reason', type: 'select', required: true, options: Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label })) },
    { name: 'details', type: 'textarea', maxLength: REPORT_DETAILS_MAX },
    { name: 'email', type: 'email', admin: { description: 'Optional: the reporter asked to hear back here' } },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: REPORT_STATES.map((value) => ({ value, label: REPORT_STATE_LABELS[value] })),
    },
    // Who reported, as a one-way hash of the account or the address (IPv6 by /64): three different clients hide a job.
    { name: 'client', type: 'text', required: true, index: true, admin: { hidden: true } },
  ],
}
