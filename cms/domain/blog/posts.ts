import type { Payload, Where } from 'payload'
import type { BlogPost } from '@cms/contract/blog'
import type { AffiliateLink, Media, Post, User } from '@cms/payload-types'
import { lexicalToMarkup } from './lexicalToMarkup'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Uploaded images are served by Payload under /cms/api (site-relative, spec 2 §7). */
function coverImagePath(cover: Post['coverImage']): string | null {
  const media = cover as Media | number | null | undefined
  if (!media || typeof media !== 'object' || !media.filename) return null
  return `/cms/api/media/file/${encodeURIComponent(media.filename)}`
}

function toAffiliateLinks(links: Post['affiliateLinks']): BlogPost['affiliateLinks'] {
  return (links ?? [])
    .filter((link): link is AffiliateLink => typeof link === 'object' && link !== null)
    .map((link) => ({
      id: link.id,
      title: link.title,
      description: link.description ?? '',
      productPrice: link.productPrice ?? '',
      affiliateUrl: link.affiliateUrl,
      platform: link.platform,
    }))
}

/** The public shape of a post: only the documented fields (the author's e-mail never leaves the server). */
export function toBlogPost(post: Post): BlogPost {
  const author = post.author as User | number | null | undefined
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: lexicalToMarkup(post.content),
    coverImage: coverImagePath(post.coverImage),
    featured: Boolean(post.featured),
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt,
    metaTitle: post.metaTitle || null,
    metaDescription: post.metaDescription || null,
    category: { name: post.category },
    author: { fullName: (author && typeof author === 'object' && author.fullName) || '' },
    affiliateLinks: toAffiliateLinks(post.affiliateLinks),
  }
}

async function findPublished(payload: Payload, where: Where, limit = 0): Promise<Post[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [PUBLISHED, where] },
    draft: false,
    depth: 1,
    sort: '-publishedAt',
    pagination: limit > 0,
    limit: limit > 0 ? limit : undefined,
    populate: { users: { fullName: true }, media: { filename: true } },
  })
  return docs as Post[]
}

/** Every published post, newest first. */
export async function listPosts(payload: Payload): Promise<BlogPost[]> {
  return (await findPublished(payload, {})).map(toBlogPost)
}

/** Published posts marked featured, newest first. */
export async function listFeaturedPosts(payload: Payload): Promise<BlogPost[]> {
  return (await findPublished(payload, { featured: { equals: true } })).map(toBlogPost)
}

/** One published post by slug, or null (drafts and unknown slugs alike). */
export async function getPostBySlug(payload: Payload, slug: string): Promise<BlogPost | null> {
  const [post] = await findPublished(payload, { slug: { equals: slug } }, 1)
  return post ? toBlogPost(post) : null
}
