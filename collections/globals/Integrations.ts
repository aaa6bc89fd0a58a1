import type { GlobalConfig } from 'payload'
import { PROVIDER_IDS } from '@cms/contract/providers'
import { adminOnly } from '../access/adminOnly'


/** Which job-data providers are enabled. Their keys stay in environment variables, never here. */
export const Integrations: GlobalConfig = {
  slug: 'integrations',
  access: { read: adminOnly, update: adminOnly },
  fields: PROVIDER_IDS.map((id) => ({
    name: id,
    type: 'group' as const,
    fields: [{ name: 'enabled', type: 'checkbox' as const, defaultValue: true }],
  })),
}
