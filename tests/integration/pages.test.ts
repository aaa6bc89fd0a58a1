import { SIGNED_IN_HINT_COOKIE } from '@cms/contract/siteHints'
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { describe, expect, it } from 'vitest'
import { childSitemapRoute } from '@cms/server/documents/sitemapRoutes'
import { PAGE_NOT_FOUND, sitePageSchema } from '@cms/contract/pages'
import { FOOTER_LEGAL, FOOTER_RESOURCES } from '@web/components/layout/navigation'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { GET: getPage } = served('/api/pages/:slug')

const pageRequest = (slug: string) => getPage(apiRequest(`/api/pages/${slug}`))

async function lexical(markdown: string) {
  const payload = await getTestPayload()
  return convertMarkdownToLexical({ editorConfig: await editorConfigFactory.default({ config: payload.config }), markdown }) as never
}

describe('GET /api/pages/{slug}', () => {
  it('serves every seeded page the footer links to, in the documented shape', async () => {
    const footerPaths = [...FOOTER_RESOURCES, ...FOOTER_LEGAL].map((entry) => entry.to)
    for (const slug of ['terms', 'privacy', 'cookies', 'contact', 'remote-work-tips', 'visa-information', 'cost-of-living', 'coworking-spaces']) {
      expect(footerPaths).toContain(`/${slug}`)
      const response = await pageRequest(slug)
      expect(response.status, slug).toBe(200)
      const page = sitePageSchema.parse(await response.json())
      expect(page.slug).toBe(slug)
      expect(page.title.length).toBeGreaterThan(3)
      expect(page.description.length).toBeGreaterThan(40)
      expect(page.content).toMatch(/\S/)
    }
  })

  it('names the cookie the site really sets on the cookie and privacy pages', async () => {
    const payload = await getTestPayload()
    const cookie = `${payload.config.cookiePrefix}-token`
    const cookies = sitePageSchema.parse(await (await pageRequest('cookies')).json())
    expect(cookies.content).toContain(`**${cookie}**`)
    expect(cookies.content).toContain(`**${SIGNED_IN_HINT_COOKIE}**`)
    const privacy = sitePageSchema.parse(await (await pageRequest('privacy')).json())
    expect(privacy.content).toContain('[Cookie Policy](/cookies)')
  })

  it('answers a JSON 404 for an unknown slug and for a draft', async () => {
    const unknown = await pageRequest('no-such-page-anywhere')
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toBe(PAGE_NOT_FOUND)

    const payload = await getTestPayload()
    const slug = `draft-page-${Date.now()}`
    await payload.create({ collection: 'pages', data: { title: 'Draft', slug, content: await lexical('Not yet.'), _status: 'draft' }, overrideAccess: true })
    expect((await pageRequest(slug)).status).toBe(404)
  })

  it('falls back to the first paragraph when the editor wrote no SEO description', async () => {
    const payload = await getTestPayload()
    const slug = `plain-page-${Date.now()}`
    await payload.create({
      collection: 'pages',
      data: { title: 'Plain', slug, content: await lexical('## Heading\n\nThe first **real** paragraph.\n\nMore.'), _status: 'published' },
      overrideAccess: true,
    })
    const page = sitePageSchema.parse(await (await pageRequest(slug)).json())
    expect(page).toMatchObject({ metaTitle: null, description: 'The first real paragraph.', content: '## Heading\n\nThe first **real** paragraph.\n\nMore.' })
  })
})

describe('the Pages collection', () => {
  it('lets editors write pages and nobody else', async () => {
    const payload = await getTestPayload()
    const editor = await createTestUser('editor')
    const user = await createTestUser('user')
    const content = await lexical('Hello.')
    const created = await payload.create({ collection: 'pages', data: { title: 'By an editor', slug: '', content, _status: 'published' }, user: editor.user, overrideAccess: false })
    expect(created.slug).toBe('by-an-editor')
    await expect(payload.create({ collection: 'pages', data: { title: 'By a user', slug: 'by-a-user', content }, user: user.user, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.update({ collection: 'pages', id: created.id, data: { title: 'Changed' }, user: user.user, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('refuses an address the site already uses', async () => {
    const payload = await getTestPayload()
    const error = await payload.create({ collection: 'pages', data: { title: 'Blog', slug: 'blog', content: await lexical('x') }, overrideAccess: true }).catch((e: unknown) => e)
    expect((error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors).toEqual([
      { path: 'slug', message: '"/blog" is already a part of the site: choose another address.', label: 'Slug' },
    ])
  })
})

describe('the pages sitemap', () => {
  it('lists every published page at its address', async () => {
    const response = await childSitemapRoute('pages')
    expect(response.status).toBe(200)
    const xml = await response.text()
    for (const slug of ['terms', 'privacy', 'cookies', 'contact', 'visa-information']) expect(xml).toMatch(new RegExp(`<loc>[^<]+/${slug}</loc>`))
    expect(xml).not.toContain('draft-page-')
  })
})
