import { type APIRequestContext, expect, test } from './support/test'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

/** Payload's REST with the Origin a browser would send (it ignores session cookies without one). */
async function cmsPost(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(`${baseURL}/cms/api/${path}`, { data, headers: { Origin: baseURL } })
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return response.json()
}

test('an editor signs in to /cms, sees only content collections, and previews a draft that visitors cannot see', async ({ browser, baseURL }) => {
  const admin = await browser.newContext()
  await cmsPost(admin.request, baseURL!, 'users/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  const email = `editor-${Date.now()}@example.com`
  await cmsPost(admin.request, baseURL!, 'users', { email, password: 'editor-password-1', role: 'editor', fullName: 'Eddie Tor' })
  await admin.close()

  const editor = await browser.newContext()
  const page = await editor.newPage()
  await page.goto('/cms')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill('editor-password-1')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Posts', exact: true }).first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Media', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Subscribers', exact: true })).toHaveCount(0)

  const slug = `draft-preview-${Date.now()}`
  const { doc } = await cmsPost(editor.request, baseURL!, 'posts?draft=true', {
    title: 'An Unpublished Draft',
    slug,
    excerpt: 'Only editors see this.',
    category: 'remote-work',
    content: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: 'Secret draft text.', detail: 0, format: 0, mode: 'normal', style: '' }] }] } },
    _status: 'draft',
  })

  await page.goto(`/cms/collections/posts/${doc.id}`)
  const [previewTab] = await Promise.all([editor.waitForEvent('page'), page.getByRole('link', { name: 'Preview', exact: true }).first().click()])
  await previewTab.waitForLoadState()
  expect(new URL(previewTab.url()).pathname).toBe(`/blog/post/${slug}`)
  await expect(previewTab.getByRole('heading', { level: 1, name: 'An Unpublished Draft' })).toBeVisible()
  await expect(previewTab.getByText('Secret draft text.')).toBeVisible()

  // The site's /admin still sends an editor away like any non-admin.
  await previewTab.goto('/admin')
  await expect(previewTab).not.toHaveURL(/\/admin/)

  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  await anonymous.goto(`/blog/post/${slug}`)
  await expect(anonymous.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible()
  await anonymous.goto(`/blog/post/${slug}?preview=1`)
  await expect(anonymous.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible()
  await visitor.close()
  await editor.close()
})
