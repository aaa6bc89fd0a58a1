import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { describe, expect, it, vi } from 'vitest'
import { blogPostListSchema, blogPostSchema } from '@cms/contract/blog'
import { changeFeedLive, dataGeneration, invalidateLocalCaches } from '@cms/lib/cache/dataChanges'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { GET: getFeatured } = served('/api/blog/featured')
const { GET: getPost } = served('/api/blog/post/:slug')
const { GET: getPosts } = served('/api/blog/posts')

const postRequest = (slug: string) => getPost(apiRequest(`/api/blog/post/${slug}`))

describe('GET /api/blog/posts and /api/blog/featured', () => {
  it('lists the published posts newest first in the documented shape, without private author data', async () => {
    const response = await getPosts(apiRequest('/api/blog/posts'))
    expect(response.status).toBe(200)
    const body = await response.json()
    const { posts } = blogPostListSchema.parse(body)
    expect(posts.length).toBeGreaterThanOrEqual(8)
    const dates = posts.map((p) => p.publishedAt ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    const packing = posts.find((p) => p.slug === 'digital-nomad-packing-list-2025')!
    expect(packing.coverImage).toMatch(/^\/cms\/api\/media\/file\/.+\.png$/)
    expect(packing.affiliateLinks.map((l) => l.platform)).toContain('Amazon')
    expect(JSON.stringify(body)).not.toMatch(/"email"|"password"|"hash"/)
  })

  it('serves the cover image at the returned site-relative path', async () => {
    const { posts } = blogPostListSchema.parse(await (await getPosts(apiRequest('/api/blog/posts'))).json())
    // Other test files add posts of their own (some without a cover): a seeded post has one.
    const packing = posts.find((p) => p.slug === 'digital-nomad-packing-list-2025')!
    const filename = decodeURIComponent(packing.coverImage!.split('/').pop()!)
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: filename } } })
    expect(docs).toHaveLength(1)
  })

  it('answers both lists from the shared read cache until a post changes, so a render does not convert every post again', async () => {
    const payload = await getTestPayload()
    const postReads = vi.spyOn(payload, 'find')
    const postsRead = () => postReads.mock.calls.filter(([args]) => args.collection === 'posts').length
    try {
      // The caches keep nothing until this process listens for changes.
      for (let waited = 0; !changeFeedLive() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
      invalidateLocalCaches()
      for (const list of [getPosts, getFeatured, getPosts, getFeatured]) expect((await list(apiRequest(list === getPosts ? '/api/blog/posts' : '/api/blog/featured'))).status).toBe(200)
      expect(postsRead()).toBe(2)

      const [post] = (await payload.find({ collection: 'posts', where: { slug: { equals: 'digital-nomad-packing-list-2025' } }, limit: 1 })).docs
      const before = dataGeneration()
      await payload.update({ collection: 'posts', id: post!.id, data: { excerpt: post!.excerpt } })
      for (let waited = 0; dataGeneration() === before && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
      const reads = postsRead()
      await getFeatured(apiRequest('/api/blog/featured'))
      expect(postsRead()).toBe(reads + 1)
    } finally {
      postReads.mockRestore()
    }
  })

  it('lists only featured posts under /featured', async () => {
    const { posts } = blogPostListSchema.parse(await (await getFeatured(apiRequest('/api/blog/featured'))).json())
    expect(posts.length).toBe(3)
    expect(posts.every((p) => p.featured)).toBe(true)
  })
})

describe('GET /api/blog/post/{slug}', () => {
  it('returns a seeded post with its body converted to the light markup', async () => {
    const response = await postRequest('digital-nomad-packing-list-2025')
    expect(response.status).toBe(200)
    const post = blogPostSchema.parse(await response.json())
    expect(post.content).toContain('## The work setup')
    expect(post.content).toContain('**portable monitor**')
    expect(post.content).toMatch(/^- A laptop that lasts a full working day$/m)
    expect(post.content).toContain('[remote work guide](/digital-nomad-guide)')
    expect(post.content).toContain('__65 W power bank__')
    expect(post.category).toEqual({ name: 'Gear' })
  })

  it('answers a JSON 404 for an unknown slug', async () => {
    const response = await postRequest('no-such-post-anywhere')
    expect(response.status).toBe(404)
    expect((await response.json()).message).toBe('Blog post not found')
  })

  it('lets an editor publish a post with affiliate links through the Local API; drafts stay 404', async () => {
    const payload = await getTestPayload()
    const { user: editor } = await createTestUser('admin')
    await payload.update({ collection: 'users', id: editor.id, data: { fullName: 'Edith Editor' }, overrideAccess: true })
    const slug = `editor-post-${Date.now()}`
    const link = await payload.create({
      collection: 'affiliate-links',
      data: { title: 'Travel Adapter Pro', description: 'Plugs in anywhere', productPrice: '$19.99', affiliateUrl: 'https://shop.example/adapter?ref=nomad', platform: 'ShopExample' },
      user: editor,
      overrideAccess: false,
    })
    const editorConfig = await editorConfigFactory.default({ config: payload.config })
    const content = convertMarkdownToLexical({
      editorConfig,
      markdown: '# Heading to drop\n\nHello **world** and *you*.\n\n## Packing\n\n- Adapter\n- Cable\n\nMore at [our FAQ](/faq) and [bad](javascript:alert(1)).',
    })
    const draft = await payload.create({
      collection: 'posts',
      data: { title: 'Editor Post', slug, excerpt: 'An editor wrote this.', category: 'gear', content: content as never, author: editor.id, affiliateLinks: [link.id], _status: 'draft' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })

    expect((await postRequest(slug)).status).toBe(404)
    const listed = blogPostListSchema.parse(await (await getPosts(apiRequest('/api/blog/posts'))).json())
    expect(listed.posts.some((p) => p.slug === slug)).toBe(false)

    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' }, user: editor, overrideAccess: false })
    const response = await postRequest(slug)
    expect(response.status).toBe(200)
    const post = blogPostSchema.parse(await response.json())
    expect(post.title).toBe('Editor Post')
    expect(post.author).toEqual({ fullName: 'Edith Editor' })
    expect(post.publishedAt).not.toBeNull()
    expect(post.content).toContain('# Heading to drop')
    expect(post.content).toContain('Hello **world** and __you__.')
    expect(post.content).toContain('## Packing\n\n- Adapter\n- Cable')
    expect(post.content).toContain('[our FAQ](/faq)')
    expect(post.content).not.toContain('](javascript:')
    expect(post.affiliateLinks).toEqual([
      { id: link.id, title: 'Travel Adapter Pro', description: 'Plugs in anywhere', productPrice: '$19.99', affiliateUrl: 'https://shop.example/adapter?ref=nomad', platform: 'ShopExample' },
    ])

    // Back to draft: hidden again.
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' }, draft: false, user: editor, overrideAccess: false })
    expect((await postRequest(slug)).status).toBe(404)
  })

  it('makes the editor who writes a new post its author unless another author is chosen', async () => {
    const payload = await getTestPayload()
    const { user: editor } = await createTestUser('editor')
    await payload.update({ collection: 'users', id: editor.id, data: { fullName: 'Ada Author' }, overrideAccess: true })
    const content = convertMarkdownToLexical({ editorConfig: await editorConfigFactory.default({ config: payload.config }), markdown: 'Body.' })
    const slug = `authored-${Date.now()}`
    await payload.create({
      collection: 'posts',
      data: { title: 'Authored', slug, excerpt: 'x', category: 'career', content: content as never, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    const post = blogPostSchema.parse(await (await postRequest(slug)).json())
    expect(post.author).toEqual({ fullName: 'Ada Author' })
    expect(post.category).toEqual({ name: 'Career' })
  })

  it('files a post under one of the defined categories only', async () => {
    const payload = await getTestPayload()
    const content = convertMarkdownToLexical({ editorConfig: await editorConfigFactory.default({ config: payload.config }), markdown: 'Body.' })
    const data = { title: 'Free text', slug: `free-${Date.now()}`, excerpt: 'x', category: 'Whatever I Typed' as never, content: content as never, _status: 'published' as const }
    await expect(payload.create({ collection: 'posts', data, overrideAccess: true })).rejects.toThrow(/Category/)
  })

  it("returns the post's SEO fields (plugin-seo's meta group) as metaTitle and metaDescription, null when left empty", async () => {
    const payload = await getTestPayload()
    const slug = `seo-post-${Date.now()}`
    const editorConfig = await editorConfigFactory.default({ config: payload.config })
    const content = convertMarkdownToLexical({ editorConfig, markdown: 'Body.' })
    const base = { excerpt: 'Plain excerpt.', category: 'gear' as const, content: content as never, _status: 'published' as const }
    await payload.create({
      collection: 'posts',
      data: { ...base, title: 'SEO Post', slug, meta: { title: 'Custom SEO Title | Nomad Jobs', description: 'A description written for search results.' } },
      overrideAccess: true,
    })
    const post = blogPostSchema.parse(await (await postRequest(slug)).json())
    expect(post).toMatchObject({ metaTitle: 'Custom SEO Title | Nomad Jobs', metaDescription: 'A description written for search results.' })

    await payload.create({ collection: 'posts', data: { ...base, title: 'Plain Post', slug: `${slug}-plain` }, overrideAccess: true })
    const plain = blogPostSchema.parse(await (await postRequest(`${slug}-plain`)).json())
    expect(plain).toMatchObject({ metaTitle: null, metaDescription: null })
  })
})
