import { BLOG_CATEGORIES } from '@cms/contract/blog'
import { expect, type Browser, type Page, test } from './support/test'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

async function signInToCms(page: Page, email: string, password: string) {
  await page.goto('/cms/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Posts', exact: true }).first()).toBeVisible({ timeout: 20_000 })
}

async function newEditor(browser: Browser, baseURL: string): Promise<string> {
  const admin = await browser.newContext()
  const login = await admin.request.post('/cms/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { Origin: baseURL } })
  expect(login.ok()).toBe(true)
  const email = `writer-${Date.now()}@example.com`
  const created = await admin.request.post('/cms/api/users', { data: { email, password: 'editor-password-1', role: 'editor', fullName: 'Wren Writer' }, headers: { Origin: baseURL } })
  expect(created.ok()).toBe(true)
  await admin.close()
  return email
}

test('the /cms dashboard has one heading per group, and the system records sit under "System"', async ({ page }) => {
  await signInToCms(page, ADMIN_EMAIL, ADMIN_PASSWORD)
  await page.goto('/cms')
  const labels = await page.locator('.collections__label').allTextContents()
  expect(labels.length).toBeGreaterThan(3)
  expect(new Set(labels).size, labels.join(', ')).toBe(labels.length)
  const group = (name: string) => page.locator('.collections__group').filter({ has: page.locator('.collections__label', { hasText: new RegExp(`^${name}$`) }) })
  await expect(group('System')).toContainText('Stripe Events')
  await expect(group('System')).toContainText('Download Tokens')
  await expect(group('Content')).toContainText('Posts')
  await expect(group('Content')).toContainText('Pages')
  await expect(group('Content')).not.toContainText('Stripe Events')
})

test('a new post: the editor is its author, the category is a choice, and Preview works before the first save', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const email = await newEditor(browser, baseURL!)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signInToCms(page, email, 'editor-password-1')
  await page.goto('/cms/collections/posts/create')

  // Prefilled with the signed-in editor (the site showed "Anonymous" for posts nobody filled in).
  await expect(page.locator('#field-author')).toContainText(email)

  // The category is one of the defined list.
  await page.locator('#field-category .rs__control').click()
  await expect(page.locator('.rs__option')).toHaveText(BLOG_CATEGORIES.map((category) => category.label))
  await page.locator('.rs__option', { hasText: 'Visas' }).click()

  // Preview is there before anything is saved; it saves a draft and opens the site's preview of it.
  const preview = page.locator('#preview-button')
  await expect(preview).toBeVisible()
  await expect(preview).toBeDisabled()
  const title = `Previewed Before Saving ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.locator('#field-excerpt').fill('Seen before the first save.')
  await page.locator('.rich-text-lexical [contenteditable="true"]').first().click()
  await page.keyboard.type('A draft body.')
  const [tab] = await Promise.all([context.waitForEvent('page'), preview.click()])
  await expect(tab).toHaveURL(/\/blog\/post\/previewed-before-saving-\d+\?preview=/, { timeout: 30_000 })
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(tab.getByText('Visas', { exact: true }).first()).toBeVisible()
  await expect(tab.getByText('Wren Writer')).toBeVisible()
  await expect(page).toHaveURL(/\/cms\/collections\/posts\/\d+/)
  await context.close()
})
