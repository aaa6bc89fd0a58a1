import type { CollectionConfig } from 'payload'
import { env } from '@cms/lib/env'
import { createPreviewToken } from './previewToken'

/** The site address of a post with a signed preview token: it shows the latest draft for a day. */
export function postPreviewUrl(slug: string): string {
  const token = createPreviewToken(env.payloadSecret, slug)
  return `${env.siteUrl}/blog/post/${encodeURIComponent(slug)}?preview=${encodeURIComponent(token)}`
}

/**
 * Posts with the Preview button in /cms (set here: collections stay free of server settings and secrets).
 * The button is there before the first save too: it then saves a draft and opens its preview.
 */
export function withPostPreview(posts: CollectionConfig): CollectionConfig {
  return {
    ...posts,
    admin: {
      ...posts.admin,
      preview: (doc) => (typeof doc.slug === 'string' && doc.slug ? postPreviewUrl(doc.slug) : null),
      components: { ...posts.admin?.components, edit: { ...posts.admin?.components?.edit, PreviewButton: '/app/(payload)/cms/components/PreviewBeforeSave#PreviewBeforeSave' } },
    },
  }
}
