import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Page, Post } from '@cms/payload-types'
import { env } from '@cms/lib/env'
import { firstParagraph } from './lexicalToMarkup'

type SeoDoc = Partial<Post> & Partial<Page>

/** Where a post or a page lives on the site. */
const sitePath = (collection: string, slug: string) => (collection === 'pages' ? `/${slug}` : `/blog/post/${slug}`)

/**
 * SEO fields (meta title, description, image) for posts and pages, in a "meta" group with Payload's length
 * hints and a search-result preview. "Auto-generate" fills them from the title, the post's excerpt (a page's
 * first paragraph) and the post's cover.
 */
export const contentSeoPlugin = seoPlugin({
  collections: ['posts', 'pages'],
  uploadsCollection: 'media',
  generateTitle: ({ doc }) => (doc as SeoDoc).title ?? '',
  generateDescription: ({ doc }) => (doc as SeoDoc).excerpt ?? firstParagraph((doc as SeoDoc).content),
  generateImage: ({ doc }) => {
    const cover = (doc as SeoDoc).coverImage
    return (typeof cover === 'object' && cover ? cover.id : cover) ?? ''
  },
  generateURL: ({ doc, collectionSlug }) => `${env.siteUrl}${sitePath(collectionSlug ?? 'posts', encodeURIComponent((doc as SeoDoc).slug ?? ''))}`,
})
