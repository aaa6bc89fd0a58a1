import type { BlogPost } from '@cms/contract/blog'
import { formatDay } from '@web/lib/dates'
import { SITE_NAME } from '@web/lib/site'

export const BLOG_META_DESCRIPTION_CUT = 157

/** 'MMM d, yyyy' on cards, the full month on the post page; an invalid date throws. */
export function formatPostDate(post: Pick<BlogPost, 'publishedAt' | 'updatedAt'>, style: 'short' | 'long' = 'short'): string {
  return formatDay(new Date(post.publishedAt ?? post.updatedAt), style)
}

/** The blog post description: 157 characters plus '...' when longer than 160. */
export function blogMetaDescription(post: Pick<BlogPost, 'metaDescription' | 'excerpt'>): string {
  const text = (post.metaDescription || post.excerpt).trim()
  return text.length > 160 ? `${text.slice(0, BLOG_META_DESCRIPTION_CUT)}...` : text
}

/** The post's own meta title, else the post title plus the blog suffix. */
export function blogPostTitle(post: Pick<BlogPost, 'metaTitle' | 'title'>): string {
  return post.metaTitle || `${post.title} | ${SITE_NAME} Blog`
}

export const authorName = (post: Pick<BlogPost, 'author'>) => post.author.fullName.trim() || 'Anonymous'

export type ProductIcon = 'monitor' | 'laptop' | 'powerbank' | 'headphones' | 'webcam' | 'adapter' | 'global' | 'stand' | { letter: string }

/** The 'Recommended Products' icon by title keyword, in the spec's order; otherwise the first letter. */
export function productIcon(title: string): ProductIcon {
  const t = title.toLowerCase()
  if (t.includes('monitor')) return 'monitor'
  if (t.includes('laptop') || t.includes('macbook')) return 'laptop'
  if (t.includes('power bank')) return 'powerbank'
  if (t.includes('headphones') || t.includes('airpods')) return 'headphones'
  if (t.includes('webcam')) return 'webcam'
  if (t.includes('travel adapter')) return 'adapter'
  if (t.includes('global')) return 'global'
  if (t.includes('stand')) return 'stand'
  return { letter: (title.trim()[0] ?? '?').toUpperCase() }
}

/** "More Articles": every post except the featured ones, by id. */
export function moreArticles(posts: BlogPost[], featured: BlogPost[]): BlogPost[] {
  const featuredIds = new Set(featured.map((p) => p.id))
  return posts.filter((p) => !featuredIds.has(p.id))
}
