import { z } from 'zod'
import { blogPostListSchema, blogPostSchema } from '@cms/contract/blog'
import { PAGE_NOT_FOUND, sitePageSchema } from '@cms/contract/pages'
import { toolkitToolListSchema } from '@cms/contract/toolkit'
import { canPreview } from '@cms/domain/blog/canPreview'
import { getPostBySlug, getPostPreviewBySlug, listFeaturedPosts, listPosts } from '@cms/domain/blog/posts'
import { getPublishedPage } from '@cms/domain/pages/pages'
import { listToolkitTools } from '@cms/domain/toolkit/tools'
import { HttpError } from '@cms/lib/http'
import { answerWith, declare, ok } from '../declaration'
import { OPEN_READ, PUBLIC_READ } from '../policy'

const POST_NOT_FOUND = 'Blog post not found'
/** Longest slug a post or page may have: anything longer names nothing. */
const isSlug = (slug: string) => slug.length >= 1 && slug.length <= 200

/*
 * The two lists are the same for everyone and convert every listed post's Lexical text: the shared read cache keeps
 * them (emptied when a post, its links or media change). One post stays uncached: its preview answer is private.
 */
export const contentCalls = [
  declare({
    method: 'GET',
    path: '/api/blog/posts',
    tag: 'Blog',
    summary: 'Published posts, newest first.',
    access: 'public',
    policy: PUBLIC_READ,
    answer: ok(blogPostListSchema),
    errors: [],
    handler: async ({ payload }) => ({ posts: await listPosts(payload) }),
  }),
  declare({
    method: 'GET',
    path: '/api/blog/featured',
    tag: 'Blog',
    summary: 'Featured posts.',
    access: 'public',
    policy: PUBLIC_READ,
    answer: ok(blogPostListSchema),
    errors: [],
    handler: async ({ payload }) => ({ posts: await listFeaturedPosts(payload) }),
  }),
  declare({
    method: 'GET',
    path: '/api/blog/post/:slug',
    tag: 'Blog',
    summary: 'One post (a draft with a preview token or an editor session and ?preview).',
    access: 'public',
    policy: OPEN_READ,
    params: { slug: "The post's slug." },
    query: z.object({ preview: z.string().optional().describe("The signed preview token of /cms's Preview link (or empty, for a signed-in editor).") }),
    // An editor's session lets ?preview show a draft (a visitor without a cookie costs no lookup).
    session: 'optional',
    answer: ok(blogPostSchema),
    errors: [404],
    handler: async ({ params, query, payload, user }) => {
      if (!isSlug(params.slug)) throw new HttpError(404, POST_NOT_FOUND)
      const preview = await canPreview(params.slug, query.preview ?? null, async () => user)
      const post = preview ? await getPostPreviewBySlug(payload, params.slug) : await getPostBySlug(payload, params.slug)
      if (!post) throw new HttpError(404, POST_NOT_FOUND)
      // A preview shows unpublished text: never let a shared cache keep it.
      return preview ? answerWith(post, { headers: { 'Cache-Control': 'private, no-store' } }) : post
    },
  }),
  declare({
    method: 'GET',
    path: '/api/pages/:slug',
    tag: 'Blog',
    summary: 'A published page (terms, privacy, contact, ...).',
    access: 'public',
    policy: OPEN_READ,
    params: { slug: "The page's slug." },
    answer: ok(sitePageSchema),
    errors: [404],
    handler: async ({ params, payload }) => {
      const page = isSlug(params.slug) ? await getPublishedPage(payload, params.slug) : null
      if (!page) throw new HttpError(404, PAGE_NOT_FOUND)
      return page
    },
  }),
  declare({
    method: 'GET',
    path: '/api/toolkit/tools',
    tag: 'Blog',
    summary: "The toolkit's cards.",
    access: 'public',
    policy: OPEN_READ,
    answer: ok(toolkitToolListSchema),
    errors: [],
    handler: async ({ payload }) => ({ tools: await listToolkitTools(payload) }),
  }),
]
