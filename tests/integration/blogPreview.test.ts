import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { blogPostListSchema, blogPostSchema } from '../../cms/contract/blog'
import { createPreviewToken } from '../../cms/domain/blog/previewToken'
import { SCHEDULED_PUBLISH_QUEUE } from '../../cms/domain/blog/scheduledPublishing'
import { markQueueRunner } from '../../cms/lib/queueRunners'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { GET: getPost } = served('/api/blog/post/:slug')
const { GET: getPosts } = served('/api/blog/posts')

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function createDraft(title: string) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`
  const post = await payload.create({
    collection: 'posts',
    draft: true,
    overrideAccess: true,
    data: {
      title,
      slug,
      excerpt: 'Not out yet.',
      category: 'remote-work',
      content: convertMarkdownToLexical({ editorConfig, markdown: 'Draft text.' }) as never,
      _status: 'draft',
    },
  })
  return { post, slug }
}

const fetchPost = (slug: string, query = '', cookie?: string) =>
  getPost(apiRequest(`/api/blog/post/${slug}${query}`, { headers: cookie ? { Cookie: cookie } : {} }))

describe('draft preview', () => {
  it('shows a draft with the signed link from /cms, to editors and admins with ?preview, and 404 to everyone else', async () => {
    const { slug } = await createDraft('Preview Me')
    const token = createPreviewToken('test-secret', slug)
    const editor = await createTestUser('editor')
    const admin = await createTestUser('admin')
    const user = await createTestUser('user')

    expect((await fetchPost(slug)).status).toBe(404)
    expect((await fetchPost(slug, '?preview=1')).status).toBe(404)
    expect((await fetchPost(slug, '?preview=1', user.cookie)).status).toBe(404)
    expect((await fetchPost(slug, `?preview=${createPreviewToken('test-secret', 'another-post')}`)).status).toBe(404)
    // An editor's session alone does not switch the public page to drafts: the preview asks for it.
    expect((await fetchPost(slug, '', editor.cookie)).status).toBe(404)

    for (const response of [await fetchPost(slug, `?preview=${encodeURIComponent(token)}`), await fetchPost(slug, '?preview=1', editor.cookie), await fetchPost(slug, '?preview=1', admin.cookie)]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(blogPostSchema.parse(await response.json()).title).toBe('Preview Me')
    }
  })

  it("puts a signed preview link for the post's slug on the Preview button", async () => {
    const preview = payload.collections.posts.config.admin.preview!
    const url = new URL(String(await preview({ slug: 'my-post' }, {} as never)))
    expect(url.pathname).toBe('/blog/post/my-post')
    expect(url.searchParams.get('preview')).toMatch(/^\d+\.[\w-]+$/)
  })
})

describe('scheduled publishing', () => {
  const listedSlugs = async () => blogPostListSchema.parse(await (await getPosts(apiRequest('/api/blog/posts'))).json()).posts.map((p) => p.slug)

  it('publishes a post when its scheduled time comes, through the jobs queue the server runs', async () => {
    const { post, slug } = await createDraft('Scheduled Post')
    const editor = await createTestUser('editor')
    // What the Schedule drawer in /cms queues.
    await payload.jobs.queue({
      task: 'schedulePublish',
      queue: SCHEDULED_PUBLISH_QUEUE,
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(post.id) }, user: { relationTo: 'users', value: editor.user.id } } as never,
      waitUntil: new Date(Date.now() + 1500),
    })

    await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE })
    expect(await listedSlugs()).not.toContain(slug)

    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE })
    expect(await listedSlugs()).toContain(slug)
    const published = await payload.findByID({ collection: 'posts', id: post.id })
    expect(published._status).toBe('published')
    expect(published.publishedAt).toBeTruthy()
  })

  it('is run by the server itself: the queue has an autoRun entry', async () => {
    // As the server lists its own instance before starting its crons (without starting them here).
    markQueueRunner(payload)
    const configured = payload.config.jobs.autoRun
    const autoRun = (typeof configured === 'function' ? await configured(payload) : configured) as { queue?: string }[]
    expect(autoRun.map((entry) => entry.queue)).toContain(SCHEDULED_PUBLISH_QUEUE)
  })
})
