import type { GlobalConfig } from 'payload'
import { adminOnly } from '../access/adminOnly'

export const PROVIDER_IDS = ['remoteok', 'web3career', 'jsearch', 'adzuna', 'brandfetch'] as const

/** Which job-data providers are enabled. Their keys stay in environment variables, never here. */
export const Integrations: GlobalConfig = {
  slug: 'integrations',
  access: { read: adminOnly, update: adminOnly },
  // This global keeps no versions; Payload's version routes would fail (500) on it.
  endpoints: ['/versions', '/versions/:id'].map((path) => ({ path, method: 'get' as const, handler: () => Response.json({ message: 'Not Found' }, { status: 404 }) })),
  fields: PROVIDER_IDS.map((id) => ({
    name: id,
    type: 'group' as const,
    fields: [{ name: 'enabled', type: 'checkbox' as const, defaultValue: true }],
  })),
}
