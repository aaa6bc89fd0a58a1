import type { GlobalConfig } from 'payload'
import { PROVIDER_IDS } from '@cms/contract/providers'
import { adminOnly } from '../access/adminOnly'
import { noVersionRoutes } from '../endpoints/noVersionRoutes'

/** Which job-data providers are enabled. Their keys stay in environment variables, never here. */
export const Integrations: GlobalConfig = {
  slug: 'integrations',
  // Under the "Integrations" heading beside the ingestion runs: the entry names what it holds.
  label: 'Job providers',
  access: { read: adminOnly, update: adminOnly },
  endpoints: noVersionRoutes,
  fields: PROVIDER_IDS.map((id) => ({
    name: id,
    type: 'group' as const,
    fields: [{ name: 'enabled', type: 'checkbox' as const, defaultValue: true }],
  })),
}
