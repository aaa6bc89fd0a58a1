import { expect, test, type Page } from './support/test'

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
}

test("a blog post downloads no script until its reader interacts, and 'Copy link' tapped meanwhile is done once the app runs", async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const post = (await (await request.get('/api/blog/posts')).json()).posts[0].slug as string
  const scripts = scriptRequests(page)
  await openWithoutInteracting(page, `/blog/post/${post}`)
  expect(scripts).toEqual([])
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

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
