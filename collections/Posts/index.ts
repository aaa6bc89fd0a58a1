import type { CollectionConfig } from 'payload'
import { BLOG_CATEGORIES } from '@cms/contract/blog'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { staffOnly } from '../access/staffOnly'
import { slugField } from '../fields/slug'
import { previewOf } from './hooks/previewUrl'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'featured', '_status', 'publishedAt'],
    // A signed link to the site's page of the draft; the button is there before the first save too (it then
    // saves a draft and opens its preview).
    preview: previewOf,
    components: { edit: { PreviewButton: '/app/(payload)/cms/components/PreviewBeforeSave#PreviewBeforeSave' } },
  },
  // Drafts live in versions: reading them is an editor's right, not a reader's.
  access: { read: publishedOrStaff, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  // schedulePublish: the Publish button offers "Schedule", which queues Payload's schedulePublish task.
  versions: { drafts: { schedulePublish: true } },
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [
      ({ data }) => {
        // A post gets its publication date the first time it is published (now, or when its schedule runs).
        if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'excerpt', type: 'textarea', required: true },
    { name: 'content', type: 'richText', required: true },
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    { name: 'category', type: 'select', options: BLOG_CATEGORIES.map(({ value, label }) => ({ value, label })), required: true, admin: { position: 'sidebar' } },
    // The editor who starts the post is its author unless they pick someone else (else the site says "Anonymous").
    { name: 'author', type: 'relationship', relationTo: 'users', defaultValue: ({ user }) => user?.id, admin: { position: 'sidebar' } },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
    { name: 'affiliateLinks', type: 'relationship', relationTo: 'affiliate-links', hasMany: true },
    // The SEO group (meta title, description, image, with length hints) comes from @payloadcms/plugin-seo.
  ],
}
