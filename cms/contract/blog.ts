import { z } from 'zod'

/** A product recommended in a post; the URL opens in a new tab with rel="sponsored noopener". */
export const affiliateLinkSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  productPrice: z.string(),
  affiliateUrl: z.string(),
  platform: z.string(),
})
export type AffiliateLinkItem = z.infer<typeof affiliateLinkSchema>

/**
 * A published blog post. `content` is the light markup ('#'/'##'/'###' headings, **bold**,
 * __italic__, [text](url), blank-line paragraphs, '- ' bullet lists); `coverImage` a site-relative path.
 */
export const blogPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  coverImage: z.string().nullable(),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  category: z.object({ name: z.string() }),
  author: z.object({ fullName: z.string() }),
  affiliateLinks: z.array(affiliateLinkSchema),
})
export type BlogPost = z.infer<typeof blogPostSchema>

/** GET /api/blog/posts and GET /api/blog/featured: `{ posts }`, newest first. */
export const blogPostListSchema = z.object({ posts: z.array(blogPostSchema) })
export type BlogPostList = z.infer<typeof blogPostListSchema>
