import { signedInThroughApi } from './support/signedIn'
import { startHoldingProxy } from './support/holdingProxy'
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test'
import { BASE_URL } from './support/baseUrl'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
/** Lighthouse's mobile target; a page above it visibly jumps while it loads. */
const MAX_LAYOUT_SHIFT = 0.02

interface Shift {
  value: number
  sources: string[]
}

declare global {
  interface Window {
    layoutShifts?: Shift[]
  }
}

/**
 * A phone as Lighthouse emulates one: 390 px, a 4x slower CPU and a slow 4G network, so the browser paints the
 * page while it is still arriving and running its scripts, as a real phone does. Every layout shift from the
 * first paint on is recorded with the elements that moved.
 */
async function slowPhone(page: Page, viewport = PHONE) {
  await page.setViewportSize(viewport)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 })
  await page.addInitScript(() => {
    window.layoutShifts = []
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
      // Each source names the element and where it was and went (x,y width x height), so a failure says what moved.
      const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: Source[] })[]) {
        const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) =>
          `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)} ${box(previousRect)} -> ${box(currentRect)}`,
        )
        window.layoutShifts!.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Opens the page and waits until it is hydrated and its requests (the session's included) are done; returns the shifts seen meanwhile. */
async function shiftsWhileLoading(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => window.layoutShifts ?? [])
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

async function firstJobSlug(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/jobs?limit=1&sort=newest')).json()).jobs[0].slug
}

test.describe('at 390 px on a slow phone, nothing moves while a page loads and hydrates', () => {
  test.slow()

  for (const target of ['job', '/search?q=developer', '/categories/development']) {
    test(`${target === 'job' ? 'a job page' : target}`, async ({ page, request }) => {
      await slowPhone(page)
      const path = target === 'job' ? `/jobs/${await firstJobSlug(request)}` : target
      const shifts = await shiftsWhileLoading(page, path)
      expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(MAX_LAYOUT_SHIFT)
    })
  }
})

test('the server writes each screen in place, not after the footer behind a spinner', async ({ request }) => {
  for (const path of [`/jobs/${await firstJobSlug(request)}`, '/search?q=developer', '/blog']) {
    const html = await (await request.get(path)).text()
    // React's marker of a boundary whose content comes later in the document and is swapped in by script.
    expect(html, path).not.toContain('<!--$?-->')
    expect(html.indexOf('<h1'), path).toBeLessThan(html.indexOf('<footer'))
  }
})

test('signed in, the account and the saved state arrive after hydration without moving the page', async ({ page, request }) => {
  test.slow()
  await signedInThroughApi(page.request, 'shifter', 'Shift Tester')
  // Payload accepts the session cookie only with an Origin (as a browser sends it).
  const origin = { Origin: BASE_URL }
  const slug = await firstJobSlug(request)
  expect((await page.request.post('/api/auth/save-job', { headers: origin, data: { jobSlug: slug } })).status()).toBe(200)

  for (const viewport of [DESKTOP, PHONE]) {
    // A fresh tab (same cookies) per viewport, each with its own recorder.
    const tab = await page.context().newPage()
    await slowPhone(tab, viewport)
    const shifts = await shiftsWhileLoading(tab, `/jobs/${slug}`)
    // The page really switched to the signed-in state while we watched.
    await expect(tab.getByRole('button', { name: 'Saved' })).toBeVisible()
    if (viewport === DESKTOP) await expect(tab.getByRole('button', { name: 'Account menu' })).toBeVisible()
    // Not merely small: the header's account control and the Save button keep their boxes, so nothing moves at all.
    expect(shifts, `${viewport.width} px`).toEqual([])
    await tab.close()
  }
})

/** The end of the first of `tags` to close after `from` in a page's text. */
function endOfFirst(page: string, from: string, tags: string[]): number {
  const start = page.indexOf(from)
  expect(start, from).toBeGreaterThan(-1)
  const ends = tags.map((tag) => page.indexOf(tag, start)).filter((at) => at >= 0)
  expect(ends.length, tags.join(' or ')).toBeGreaterThan(0)
  const at = Math.min(...ends)
  return page.indexOf('>', at) + 1
}

/**
 * Opens `path` through a proxy that holds the page where `cut` says, records the left edges (or, with `whole`, the
 * whole boxes) of what `selector` matched while the page was held, lets the rest arrive, waits for `done`, and
 * returns both records: what was painted early must still be where it was.
 */
async function heldAndFinalPlaces(browser: Browser, path: string, cut: (page: string) => number, selector: string, done: (page: Page) => Promise<void>, whole = false) {
  const proxy = await startHoldingProxy(BASE_URL, cut)
  const page = await browser.newPage({ viewport: DESKTOP })
  try {
    const loaded = page.goto(proxy.url + path, { waitUntil: 'commit' })
    await expect(page.locator(selector).first()).toBeVisible()
    // Painted, not merely laid out: a script may read the layout before the stylesheet has arrived, which nobody sees.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    // The same nodes afterwards: hydration keeps the server's elements.
    const held = await page.evaluate((selector) => {
      const nodes = [...document.querySelectorAll(selector)]
      ;(window as unknown as { held: Element[] }).held = nodes
      return nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect)
    }, selector)
    proxy.release()
    await loaded
    await done(page)
    const final = await page.evaluate(() =>
      (window as unknown as { held: Element[] }).held.map((node) => (node.isConnected ? (node.getBoundingClientRect().toJSON() as DOMRect) : null)),
    )
    const place = (box: DOMRect | null) => (box && whole ? `${box.x},${box.y} ${box.width}x${box.height}` : (box?.x ?? null))
    return { held: held.map(place), final: final.map(place) }
  } finally {
    await page.close()
    await proxy.close()
  }
}

test('a header painted before the rest of the page has arrived keeps its links where they end up', async ({ browser }) => {
  // Held right after the main nav: the header's employer, guide and account controls have not arrived yet.
  const { held, final } = await heldAndFinalPlaces(browser, '/', (page) => endOfFirst(page, '<nav', ['</nav']), 'nav[aria-label="Main"] a', async (page) => {
    await expect(page.getByRole('link', { name: 'Post a Job' }).first()).toBeVisible()
  })
  expect(final).toEqual(held)
})

test("Save Job's label and icon stay where they were painted when the other part arrives", async ({ browser, request }) => {
  // Held after the button's first part, whichever it is (the icon or the label).
  const { held, final } = await heldAndFinalPlaces(
    browser,
    `/jobs/${await firstJobSlug(request)}`,
    (page) => endOfFirst(page, 'aria-pressed=', ['</svg', '</span']),
    'button[aria-pressed] svg, button[aria-pressed] span',
    (page) => expect(page.locator('button[aria-pressed] svg')).toBeVisible(),
  )
  expect(held.length).toBeGreaterThan(0)
  expect(final).toEqual(held)
})

test('the apply panel\'s Apply link and Report control keep their parts where they were painted when the rest arrives', async ({ browser, request }) => {
  const slug = await firstJobSlug(request)
  const cuts: [string, (page: string) => number][] = [
    // Held right after the link's label: its icon comes after it.
    ['apply-button', (page) => page.indexOf('<svg', page.indexOf('data-testid="apply-button"'))],
    // Held after the control's first part, whichever it is (the icon or the label).
    ['report-job', (page) => endOfFirst(page, 'data-testid="report-job"', ['</svg', '</span'])],
  ]
  for (const [name, cut] of cuts) {
    const control = `[data-testid="${name}"]`
    const { held, final } = await heldAndFinalPlaces(browser, `/jobs/${slug}`, cut, `${control} > *`, (page) => expect(page.locator(`${control} svg`)).toBeVisible())
    expect(held.length, name).toBeGreaterThan(0)
    expect.soft(final, name).toEqual(held)
  }
})

test('a button painted with its tag but none of its content already has its final box: Save Job and Report this job', async ({ browser, request }) => {
  const slug = await firstJobSlug(request)
  const controls: [string, string][] = [
    ['button[aria-pressed]', 'aria-pressed='],
    ['[data-testid="report-job"]', 'data-testid="report-job"'],
  ]
  for (const [selector, marker] of controls) {
    // Held right after the button's start tag: a slow network can end a packet there.
    const cut = (page: string) => page.indexOf('>', page.indexOf(marker)) + 1
    const { held, final } = await heldAndFinalPlaces(browser, `/jobs/${slug}`, cut, selector, (page) => expect(page.locator(`${selector} svg`)).toBeVisible(), true)
    expect(held.length, selector).toBeGreaterThan(0)
    expect.soft(final, selector).toEqual(held)
  }
})
