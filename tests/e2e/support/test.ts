/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` of a site page return once React has
 * hydrated it, its screen's controls included. The server's HTML shows buttons and forms before their handlers
 * exist, so a click made early (likely on a busy two-core machine) is lost and the test fails for no fault of the
 * product.
 * Read-first pages (home, search, job, lists, blog) load their scripts on the visitor's first interaction
 * (docs/performance.md): the fixture moves the pointer once, as a visitor would, then waits.
 * Pages outside the SPA (the CMS, static files, JSON) are returned as soon as they load, and so is every page
 * in a spec that turns JavaScript off (`test.use({ javaScriptEnabled: false })`): nothing hydrates there.
 */
import { test as base, type Page, type Response } from '@playwright/test'

export * from '@playwright/test'

async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return
  if ((await page.locator('#root').count()) === 0) return
  // A page that moves on by itself as it loads (the static checkout page) takes the pointer move's context with it;
  // the wait below follows the navigation as it always did.
  await page.evaluate(() => window.dispatchEvent(new Event('pointermove'))).catch((error: unknown) => {
    if (!String(error).includes('Execution context was destroyed')) throw error
  })
  await page.locator('html[data-hydrated="true"]').waitFor()
  // The mark comes with the shell; React hydrates each Suspense boundary's content (the screen) in a pass of its own
  // just after, and a control chosen in between had no handler yet (1 load in 5 of a list page, probed right after
  // the mark). A hydrated element carries React's own fiber key.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root :is(button, input, select, textarea)')].every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber$'))),
  )
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) return use(page)
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await waitForHydration(page, response)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await waitForHydration(page, response)
      return response
    }
    await use(page)
  },
})
