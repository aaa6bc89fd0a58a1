import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { RESERVED_PAGE_SLUGS } from '@cms/contract/pages'
import { publishedOrStaff } from './access/publishedOrStaff'
import { staffOnly } from './access/staffOnly'
import { slugField } from './fields/slug'

const reserved = new Set<string>(RESERVED_PAGE_SLUGS)

/** Payload's own text rules (required, length), then: not an address the site already uses. */
const notReserved: TextFieldSingleValidation = (value, options) =>
  typeof value === 'string' && reserved.has(value) ? `"/${value}" is already a part of the site: choose another address.` : text(value, options)

/**
 * The site's own pages (terms, privacy, cookies, contact, visa information, ...), served at `/{slug}`.
 * Drafts and publishing work as for posts; the SEO group comes from @payloadcms/plugin-seo.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    description: 'Pages of the site at their own address (/terms, /privacy, /contact, ...): the footer links to them.',
  },
  // Drafts live in versions: reading them is an editor's right, not a reader's.
  access: { read: publishedOrStaff, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title', { description: 'The page address: /{slug}. Filled from the title when left empty.', validate: notReserved }),
    { name: 'content', type: 'richText', required: true },
    // The SEO group (meta title, description, image, with length hints) comes from @payloadcms/plugin-seo.
  ],
}
