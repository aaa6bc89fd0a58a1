import { z } from 'zod'

/** The topics a post can be filed under: the value is stored, the label shown (`category.name` in the API). */
export const BLOG_CATEGORIES = [
  { value: 'remote-work', label: 'Remote Work' },
  { value: 'career', label: 'Career' },
  { value: 'destinations', label: 'Destinations' },
  { value: 'travel', label: 'Travel' },
  { value: 'visas', label: 'Visas' },
  { value: 'finance', label: 'Finance' },
  { value: 'gear', label: 'Gear' },
  { value: 'productivity', label: 'Productivity' },
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value']

/** The label of a stored category value (the value itself if it is not in the list). */
export const blogCategoryLabel = (value: string): string => BLOG_CATEGORIES.find((category) => category.value === value)?.label ?? value

/** A product recommended in a post; the URL opens in a new tab with rel="sponsored noopener". */
const affiliateLinkSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  productPrice: z.string(),
  affiliateUrl: z.string(),
  platform: z.string(),
})
export type AffiliateLinkItem = z.infer<typeof affiliateLinkSchema>

/** The WebP variants every cover upload gets (16:9, cropped around the editor's focal point). */
export const COVER_IMAGE_SIZES = [
  { name: 'card', width: 480, height: 270 },
  { name: 'medium', width: 960, height: 540 },
  { name: 'large', width: 1600, height: 900 },
] as const

/** A cover image as the site renders it: the original, its variants as a srcset, its size and alt text. */
const coverImageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  /** The editor's focal point in percent of width and height, for CSS `object-position` in other crops. */
  focalX: z.number(),
  focalY: z.number(),
})
export type CoverImage = z.infer<typeof coverImageSchema>

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
  /** The same image with its variants, size and alt text, for `<img srcset width height alt>`. */
  cover: coverImageSchema.nullable(),
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
