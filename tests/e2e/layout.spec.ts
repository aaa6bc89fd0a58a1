import { signedInThroughApi } from './support/signedIn'
import { expect, type Locator, test } from './support/test'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b).not.toBeNull()
  return b!
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const viewport of [PHONE, DESKTOP]) {
  test(`job page at ${viewport.width} px: title, company and Save button do not overlap`, async ({ page, request }) => {
    await page.setViewportSize(viewport)
    // The longest title on the first pages, where overlap is likeliest.
    const { jobs } = await (await request.get('/api/jobs?limit=50')).json()
    const longest = [...jobs].sort((a: { title: string }, b: { title: string }) => b.title.length - a.title.length)[0]
    await page.goto(`/jobs/${longest.slug}`)
    const title = page.getByTestId('job-title')
    const save = page.getByRole('button', { name: /Save Job|Saved/ })
    const company = title.locator('xpath=following-sibling::p[1]')
    const [t, s, c] = [await box(title), await box(save), await box(company)]
    expect(intersects(t, s)).toBe(false)
    expect(intersects(c, s)).toBe(false)
    expect(t.x + t.width).toBeLessThanOrEqual(viewport.width)
  })
}

test('job page: saving turns Save Job into Saved without moving the button or its icon', async ({ page }) => {
  await signedInThroughApi(page.request, 'steady')
  const { jobs } = await (await page.request.get('/api/jobs?limit=1')).json()
  await page.goto(`/jobs/${jobs[0].slug}`)
  const save = page.getByRole('button', { name: 'Save Job' })
  const [buttonBefore, iconBefore] = [await box(save), await box(save.locator('svg'))]
  await save.click()
  const saved = page.getByRole('button', { name: 'Saved' })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  const [buttonAfter, iconAfter] = [await box(saved), await box(saved.locator('svg'))]
  expect(buttonAfter.width).toBeCloseTo(buttonBefore.width, 1)
  expect(iconAfter.x).toBeCloseTo(iconBefore.x, 1)
})

test('search at 390 px: results come first, filters open in a drawer with the active count', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/search?type=full-time')
  const firstCard = page.getByTestId('job-card').first()
  await expect(firstCard).toBeVisible()
  expect((await box(firstCard)).y).toBeLessThan(PHONE.height)
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()

  const open = page.getByRole('button', { name: /^Filters/ })
  await expect(open).toContainText('1')
  await open.click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('Contract').check()
  await drawer.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/type=full-time(%2C|,)contract/)
  await expect(open).toContainText('2')
})

test('search at 1280 px keeps the filter sidebar beside the results', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/search')
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
})

test('a search page highlights at most three featured jobs', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  expect(await page.getByTestId('job-card').getByText('Featured', { exact: true }).count()).toBeLessThanOrEqual(3)
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`a failed checkout from the guide page at ${viewport.width} px shows its message in view, at the form`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/digital-nomad-guide')
    const input = page.locator('main input[type=email]').last()
    await input.evaluate((el: HTMLInputElement) => (el.form!.noValidate = true))
    await input.fill('nobody@')
    await input.evaluate((el: HTMLInputElement) => el.form!.requestSubmit())
    await expect(page).toHaveURL(/checkout_error=/)
    const alert = page.locator('main').getByRole('alert').filter({ hasText: 'valid email' })
    await expect(alert).toBeInViewport()
    await expect(alert).toBeFocused()
  })
}

test('/checkout.html asks for the e-mail in words and links back when it is not redirecting', async ({ page }) => {
  await page.goto('/checkout.html')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your e-mail to check out')
  await expect(page.getByRole('link', { name: /Back to Nomad Jobs/ })).toBeVisible()
})

test('the thank-you page tells the truth when the payment cannot be confirmed yet (503): no download, no "complete"', async ({ page }) => {
  await page.route('**/api/checkout/confirm-success', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Payments are unavailable"}' }))
  await page.goto('/payment-success?session_id=cs_test_unconfirmed&email=buyer%40example.com')
  await expect(page.getByText("We're still confirming your payment")).toBeVisible()
  await expect(page.getByText(/is complete/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download Guide' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Check Payment Status' })).toBeVisible()
})

test('a blog post: one newsletter form, a responsive cover with size and alt, local initials avatars', async ({ page }) => {
  const external: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !/^(data:|https?:\/\/(localhost|127\.0\.0\.1)[:/])/.test(request.url())) external.push(request.url())
  })
  await page.goto('/blog/post/digital-nomad-packing-list-2025')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The footer's form loads as the footer nears the screen; the post itself carries none.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.getByRole('form', { name: /newsletter|Nomad Updates/i })).toHaveCount(1)
  const cover = page.locator('main article img').first()
  await expect(cover).toHaveAttribute('srcset', /\.webp 480w, .+\.webp 960w, .+\.webp 1600w/)
  await expect(cover).toHaveAttribute('width', '1600')
  await expect(cover).toHaveAttribute('height', '900')
  await expect(cover).toHaveAttribute('alt', /illustration/i)
  await expect(page.locator('img[src*="ui-avatars"]')).toHaveCount(0)
  expect(external).toEqual([])
})

test('the floating quick-action button stays clear of the hero on a phone and of the footer', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible()
  await expect(page.getByTestId('floating-menu')).toBeHidden()
  await page.mouse.wheel(0, 1200)
  await expect(page.getByTestId('floating-menu')).toBeVisible()

  // The home page has no footer; elsewhere the button steps aside while the footer is on screen.
  await page.goto('/blog')
  await page.mouse.wheel(0, 1200)
  await expect(page.getByTestId('floating-menu')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.getByTestId('floating-menu')).toHaveCount(0)
})

/** Whether any visible button of the floating menu lies over `target`. */
async function floatingButtonsOver(page: import('@playwright/test').Page, target: Locator): Promise<boolean> {
  const t = await box(target)
  for (const button of await page.getByTestId('floating-menu').getByRole('button').all()) {
    if (await button.isVisible()) if (intersects(t, await box(button))) return true
  }
  return false
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the floating button covers neither "Get the Guide" nor the post-a-job preview`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const guide = page.getByTestId('guide-banner').getByText('Get the Guide')
    // Walk the page down in steps: wherever the banner is, the button is never over its call to action.
    for (let step = 0; step < 8; step++) {
      await page.evaluate((y) => window.scrollTo(0, y), step * 200)
      await page.waitForTimeout(150)
      if (await guide.isVisible()) expect(await floatingButtonsOver(page, guide), `scrolled ${step * 200} px`).toBe(false)
    }

    // A short window at 1280 px: the sticky preview column then reaches the corner the button sits in.
    if (viewport === DESKTOP) await page.setViewportSize({ width: DESKTOP.width, height: 700 })
    await page.goto('/post-a-job')
    const preview = page.getByTestId('post-preview-page')
    await preview.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    expect(await floatingButtonsOver(page, preview)).toBe(false)
    // Away from the preview (the top of the form on a phone), the button comes back.
    if (viewport === PHONE) {
      await page.evaluate(() => window.scrollTo(0, 400))
      await expect(page.getByTestId('floating-menu').getByRole('button', { name: 'Open quick actions' })).toBeVisible()
    }
  })
}

for (const width of [1024, 1100, 1279, 1280]) {
  test(`at ${width} px the header keeps one line and shows Post a Job`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/faq')
    const banner = page.getByRole('banner')
    expect((await box(banner)).height).toBeLessThanOrEqual(66)
    await expect(banner.getByRole('link', { name: 'Post a Job' })).toBeVisible()
    await expect(banner.getByRole('link', { name: /Get Guide \+ Templates/ })).toBeVisible()
    for (const link of await banner.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
      if (await link.isVisible()) expect((await box(link)).height, await link.innerText()).toBeLessThanOrEqual(40)
    }
  })
}
