import type { Payload, Where } from 'payload'
import { type BlogPost, blogCategoryLabel, COVER_IMAGE_SIZES, type CoverImage } from '@cms/contract/blog'
import type { AffiliateLink, Media, Post, User } from '@cms/payload-types'
import { lexicalToMarkup } from './lexicalToMarkup'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Uploaded images are served by Payload under /cms/api; posts carry them as site-relative paths. */
function mediaPath(filename: string): string {
  return `/cms/api/media/file/${encodeURIComponent(filename)}`
}

function coverMedia(cover: Post['coverImage']): Media | null {
  return cover && typeof cover === 'object' && cover.filename ? cover : null
}

/** The cover with its WebP variants as a srcset (widest last), its intrinsic size and alt text. */
function toCoverImage(media: Media): CoverImage {
  const variants = COVER_IMAGE_SIZES.flatMap(({ name }) => {
    const size = media.sizes?.[name]
    return size?.filename && size.width ? [`${mediaPath(size.filename)} ${size.width}w`] : []
  })
  const widest = COVER_IMAGE_SIZES.map(({ name }) => media.sizes?.[name]).findLast((size) => size?.filename && size.width && size.height)
  return {
    src: widest?.filename ? mediaPath(widest.filename) : mediaPath(media.filename!),
    srcSet: variants.join(', '),
    width: widest?.width ?? media.width ?? 0,
    height: widest?.height ?? media.height ?? 0,
    alt: media.alt,
    focalX: media.focalX ?? 50,
    focalY: media.focalY ?? 50,
  }
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
  const cover = coverMedia(post.coverImage)
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: lexicalToMarkup(post.content),
    coverImage: cover ? mediaPath(cover.filename!) : null,
    cover: cover ? toCoverImage(cover) : null,
    featured: Boolean(post.featured),
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt,
    metaTitle: post.meta?.title || null,
    metaDescription: post.meta?.description || null,
    category: { name: blogCategoryLabel(post.category) },
    author: { fullName: (author && typeof author === 'object' && author.fullName) || '' },
    affiliateLinks: toAffiliateLinks(post.affiliateLinks),
  }
}

const COVER_FIELDS = { filename: true, alt: true, width: true, height: true, focalX: true, focalY: true, sizes: true } as const

async function findPublished(payload: Payload, where: Where, limit = 0): Promise<Post[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [PUBLISHED, where] },
    draft: false,
    depth: 1,
    sort: '-publishedAt',
    pagination: limit > 0,
    limit: limit > 0 ? limit : undefined,
    populate: { users: { fullName: true }, media: COVER_FIELDS },
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

/** The latest version of a post by slug, draft or published, as a preview shows it; null if unknown. */
export async function getPostPreviewBySlug(payload: Payload, slug: string): Promise<BlogPost | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    draft: true,
    depth: 1,
    limit: 1,
    populate: { users: { fullName: true }, media: COVER_FIELDS },
  })
  return docs[0] ? toBlogPost(docs[0] as Post) : null
}
