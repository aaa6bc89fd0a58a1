import { expect, type Page, test } from './support/test'
import { samplePng } from '../support/samplePng'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

/**
 * The next whole minute at least 10 s away, as the Schedule drawer's date field reads typed text
 * ('MMM d, yyyy h:mm a', the browser's time zone): the drawer picks minutes, not seconds.
 */
function nextMinuteText(page: Page): Promise<{ text: string; at: number }> {
  return page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000)
    const month = at.toLocaleString('en-US', { month: 'short' })
    const hours = at.getHours() % 12 || 12
    const text = `${month} ${at.getDate()}, ${at.getFullYear()} ${hours}:${String(at.getMinutes()).padStart(2, '0')} ${at.getHours() < 12 ? 'AM' : 'PM'}`
    return { text, at: at.getTime() }
  })
}

test('an editor (not an admin) writes a post with a cover in /cms, previews it, schedules it, and it goes live on /blog, home and the sitemap without a restart', async ({ browser, baseURL }) => {
  test.setTimeout(240_000)
  const admin = await browser.newContext()
  const login = await admin.request.post('/cms/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { Origin: baseURL! } })
  expect(login.ok()).toBe(true)
  const email = `scheduler-${Date.now()}@example.com`
  const created = await admin.request.post('/cms/api/users', { data: { email, password: 'editor-password-1', role: 'editor', fullName: 'Sched Uler' }, headers: { Origin: baseURL! } })
  expect(created.ok()).toBe(true)
  await admin.close()

  const editor = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await editor.newPage()
  await page.goto('/cms/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill('editor-password-1')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Posts', exact: true }).first()).toBeVisible({ timeout: 20_000 })

  // Write: title, excerpt, body, topic, featured (the home page shows featured posts) and a new cover upload.
  const title = `Scheduled From The CMS ${Date.now()}`
  await page.goto('/cms/collections/posts/create')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-excerpt').fill('Written, previewed and scheduled by an editor.')
  await page.locator('#field-category .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Remote Work' }).click()
  await page.locator('#field-featured').check()
  await page.locator('.rich-text-lexical [contenteditable="true"]').first().click()
  await page.keyboard.type('Body text typed in the Lexical editor.')
  await page.getByRole('button', { name: 'Create New' }).first().click()
  await page.locator('input[type=file]').first().setInputFiles({ name: 'editor-cover.png', mimeType: 'image/png', buffer: await samplePng() })
  await page.locator('#field-alt').fill('A teal desk by the sea')
  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  await expect(page.locator('.upload-relationship-details, .file-details').filter({ hasText: 'editor-cover' }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await page.waitForURL(/\/cms\/collections\/posts\/\d+/)
  const slug = await page.locator('#field-slug').inputValue()
  expect(slug).toMatch(/^scheduled-from-the-cms-\d+$/)

  // Preview: the site's page, draft and cover included, for this editor only.
  const [preview] = await Promise.all([editor.waitForEvent('page'), page.getByRole('link', { name: 'Preview', exact: true }).first().click()])
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.getByText('Body text typed in the Lexical editor.')).toBeVisible()
  await expect(preview.locator('main article img').first()).toHaveAttribute('alt', 'A teal desk by the sea')
  await expect(preview.locator('main article img').first()).toHaveAttribute('srcset', /\.webp 480w/)
  await preview.close()
  const visitor = await browser.newPage()
  await visitor.goto(`/blog/post/${slug}`)
  await expect(visitor.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible()

  // Schedule: Publish ▾ -> Schedule Publish. Payload preselects "Unpublish" for a document that was never published.
  await page.locator('.doc-controls .popup-button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  await drawer.getByText('Publish', { exact: true }).click()
  const { text, at } = await nextMinuteText(page)
  await drawer.locator('#time input').fill(text)
  await drawer.getByRole('heading', { level: 2 }).click()
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  await expect(drawer.getByText('Publish', { exact: true }).last()).toBeVisible()

  // Not before its time...
  await visitor.goto('/blog')
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  if (Date.now() < at - 2_000) await expect(visitor.locator(`a[href="/blog/post/${slug}"]`)).toHaveCount(0)

  // ...and then on every list without a restart (the server's own queue runner publishes it).
  await expect(async () => {
    await visitor.goto('/blog')
    await expect(visitor.locator(`a[href="/blog/post/${slug}"]`).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 150_000, intervals: [5_000] })
  expect(Date.now()).toBeGreaterThanOrEqual(at)
  await visitor.goto('/')
  await expect(visitor.getByRole('region', { name: 'Nomad Blog' }).getByRole('link', { name: new RegExp(title) }).first()).toBeVisible()
  await visitor.goto('/sitemap')
  await expect(visitor.getByRole('region', { name: 'Blog Posts' }).getByRole('link', { name: title })).toBeVisible()
  expect(await (await visitor.request.get('/sitemap-blog.xml')).text()).toContain(`/blog/post/${slug}</loc>`)
  await visitor.goto(`/blog/post/${slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Publish directly: an edit goes live with "Publish changes".
  await page.reload()
  await page.locator('#field-excerpt').fill('Edited and published straight from the CMS.')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/successfully/).first()).toBeVisible()
  await expect(async () => {
    await visitor.goto(`/blog/post/${slug}`)
    await expect(visitor.getByText('Edited and published straight from the CMS.')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  // The site's own /admin pages still send an editor away.
  await page.goto('/admin')
  await expect(page).not.toHaveURL(/\/admin/)
  await visitor.close()
  await editor.close()
})
