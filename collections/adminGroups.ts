import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * The headings of the /cms dashboard and sidebar, and which collections and globals sit under each. Kept in
 * one table so every entry is placed on purpose: editors see their content first, and records the system
 * writes for itself (Stripe events, download tokens) sit apart under "System", as Payload's own jobs do.
 */
const GROUP_OF: Record<string, string> = {
  posts: 'Content',
  pages: 'Content',
  media: 'Content',
  'affiliate-links': 'Content',
  'toolkit-tools': 'Content',
  jobs: 'Jobs',
  'job-posts': 'Jobs',
  'job-post-tiers': 'Jobs',
  'job-reports': 'Jobs',
  companies: 'Jobs',
  'company-claims': 'Jobs',
  categories: 'Jobs',
  locations: 'Jobs',
  skills: 'Jobs',
  users: 'People',
  subscribers: 'People',
  'contact-messages': 'People',
  orders: 'Guide sales',
  'guide-files': 'Guide sales',
  'ingestion-runs': 'Integrations',
  'job-boards': 'Integrations',
  integrations: 'Integrations',
  'stripe-events': 'System',
  'download-tokens': 'System',
}

/** The collection or global with its dashboard heading; an entry missing from the table is a mistake. */
export function inAdminGroup<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  const group = GROUP_OF[entity.slug]
  if (!group) throw new Error(`No /cms group for "${entity.slug}": add it to collections/adminGroups.ts`)
  return { ...entity, admin: { ...entity.admin, group } }
}
