import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Post } from '@cms/payload-types'
import { env } from '@cms/lib/env'

/**
 * Per-post SEO fields (meta title, description, image) in a "meta" group, with Payload's length hints
 * and a search-result preview. "Auto-generate" fills them from the post's title, excerpt and cover.
 */
export const postSeoPlugin = seoPlugin({
  collections: ['posts'],
  uploadsCollection: 'media',
  generateTitle: ({ doc }) => (doc as Partial<Post>).title ?? '',
  generateDescription: ({ doc }) => (doc as Partial<Post>).excerpt ?? '',
  generateImage: ({ doc }) => {
    const cover = (doc as Partial<Post>).coverImage
    return (typeof cover === 'object' && cover ? cover.id : cover) ?? ''
  },
  generateURL: ({ doc }) => `${env.siteUrl}/blog/post/${encodeURIComponent((doc as Partial<Post>).slug ?? '')}`,
})
