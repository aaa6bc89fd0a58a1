import { expect, test, type Page } from './support/test'
import { EARLY_CLICK_GLOBAL } from '@cms/contract/ssr'

/**
 * Read-first pages (docs/performance.md) load the app's scripts on the visitor's first interaction. These specs
 * open pages with `waitUntil: 'commit'`, which the fixture leaves alone, to see the page before any interaction.
 */

function scriptRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

async function openWithoutInteracting(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForLoadState('networkidle')
  // The inline loader at the end of the body listens from here on (on a busy machine the network may idle before it runs).
  await page.waitForFunction((name) => name in window, EARLY_CLICK_GLOBAL)
}

test("a blog post downloads no script until its reader interacts, and 'Copy link' tapped meanwhile is done once the app runs", async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const post = (await (await request.get('/api/blog/posts')).json()).posts[0].slug as string
  const scripts = scriptRequests(page)
  await openWithoutInteracting(page, `/blog/post/${post}`)
  expect(scripts).toEqual([])
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  // No session comes to a read-first page: its header offers Sign In at once, not a box waiting for an account.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('status', { name: 'Loading account' })).toBeHidden()

  // A click alone (as a screen reader sends it) both starts the app and is remembered: plain HTML does nothing with it.
  await page.getByRole('button', { name: 'Copy link' }).dispatchEvent('click')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blog/post/${post}$`))
  expect(scripts.length).toBeGreaterThan(0)
})

test('a job page counts its view before any script has loaded, and the app does not count it again', async ({ page, request }) => {
  const job = (await (await request.get('/api/jobs?limit=1&sort=newest')).json()).jobs[0].slug as string
  // Only views here: nothing is clicked (a beacon's body is a Blob, which the request event does not show).
  let views = 0
  page.on('request', (sent) => {
    if (sent.url().endsWith(`/api/jobs/${job}/beacon`) && sent.method() === 'POST') views++
  })
  const scripts = scriptRequests(page)
  await openWithoutInteracting(page, `/jobs/${job}`)
  expect(scripts).toEqual([])
  await expect.poll(() => views).toBe(1)

  // The reader scrolls: the app loads and hydrates, and keeps the position the reader scrolled to.
  await page.evaluate(() => window.scrollBy(0, 200))
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  expect(views).toBe(1)
})

test("a reader's scroll hydrates a list page's shell without its screen's code; a tap on the screen's button loads it and is done once it runs", async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const post = (await (await request.get('/api/blog/posts')).json()).posts[0].slug as string
  const scripts = scriptRequests(page)
  await openWithoutInteracting(page, `/blog/post/${post}`)
  await page.evaluate(() => window.scrollBy(0, 200))
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  // The shell is the app's: the header's menu works. The screen is still the server's HTML.
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((url) => /BlogPostScreen-/.test(url))).toEqual([])

  // A tap on the screen's button is a use of the page: the screen's code loads, and the button is clicked once it runs.
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blog/post/${post}$`))
  expect(scripts.filter((url) => /BlogPostScreen-/.test(url))).toHaveLength(1)
})

test("a reader's scroll downloads at most 100 KB of script on the heaviest page type; a link followed before the screen is hydrated loads the next page from the server, with its own head only", async ({ page }) => {
  const scripts = scriptRequests(page)
  const scriptBytes: number[] = []
  page.on('requestfinished', async (finished) => {
    if (finished.resourceType() === 'script') scriptBytes.push((await finished.sizes()).responseBodySize)
  })
  await openWithoutInteracting(page, '/categories/development')
  await page.evaluate(() => window.scrollBy(0, 200))
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((url) => /CategoryScreen-/.test(url))).toEqual([])
  // The budget of docs/performance.md, as the browser received it (compressed).
  await expect.poll(() => scriptBytes.length).toBe(scripts.length)
  expect(scriptBytes.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(100 * 1024)
  const documentRequests: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documentRequests.push(sent.url())
  })

  await page.getByRole('banner').getByRole('link', { name: 'Companies' }).first().click()
  await expect(page).toHaveURL(/\/companies$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Companies')
  // React never claimed the held screen's head elements: the server renders the next page, so none of them stays.
  await expect(page.locator('head title')).toHaveCount(1)
  expect(await page.title()).toContain('Companies')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/companies$/)
  expect(documentRequests).toEqual([expect.stringMatching(/\/companies$/)])
})
