import type { Payload } from 'payload'
import type { SitePage } from '@cms/contract/pages'
import type { Page } from '@cms/payload-types'
import { firstParagraph, lexicalToMarkup } from '@cms/domain/blog/lexicalToMarkup'

/** The public shape of a page: its body as the light markup the blog uses, and its head's texts. */
export function toSitePage(page: Page): SitePage {
  return {
    slug: page.slug,
    title: page.title,
    content: lexicalToMarkup(page.content),
    metaTitle: page.meta?.title || null,
    description: page.meta?.description || firstParagraph(page.content),
    updatedAt: page.updatedAt,
  }
}

/** One published page by slug, or null (drafts and unknown slugs alike). */
export async function getPublishedPage(payload: Payload, slug: string): Promise<SitePage | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ? toSitePage(docs[0]) : null
}
