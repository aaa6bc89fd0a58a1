/**
 * Keyboard users and the header (issue 44's walk): "Skip to content" is the first link of every server-rendered
 * page and leads to the content; whatever has keyboard focus shows one clear outline, also on the dark hero; the
 * companies list is in the header and the phone menu; the phone menu has one sign-in and one guide entry.
 */
import { expect, test, type Page } from './support/test'

const PHONE = { width: 390, height: 844 }

/** Pages of each kind the server renders: lists, a job, a guide page, an account form, a footer page, a 404. */
const PAGES = ['/', '/search', '/companies', '/digital-nomad-guide', '/login', '/post-a-job', '/faq', '/no-such-page']

/** The focused element's outline as the browser draws it. */
async function focusOutline(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    return { tag: element.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor }
  })
}

test.describe('without JavaScript, as the server sends them', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of PAGES) {
    test(`${path}: the first link is "Skip to content", and its target is on the page`, async ({ page }) => {
      await page.goto(path)
      const first = page.locator('a[href]').first()
      await expect(first).toHaveText('Skip to content')
      const target = (await first.getAttribute('href'))!
      expect(target).toMatch(/^#./)
      await expect(page.locator(target)).toHaveCount(1)
      await expect(page.locator(`main${target}`)).toHaveCount(1)
    })
  }
})

test('the first Tab shows the skip link; Enter moves on to the content, so the next Tab reaches the first job', async ({ page }) => {
  await page.goto('/search')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main-content$/)
  // From the content on: the search box is the page's first control, then the filters; the header is behind us.
  await page.keyboard.press('Tab')
  const focusedInHeader = await page.evaluate(() => Boolean(document.activeElement?.closest('header')))
  expect(focusedInHeader).toBe(false)
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')))
  expect(inMain).toBe(true)
})

test('keyboard focus shows the same clear outline on the search boxes, links and buttons', async ({ page }) => {
  await page.goto('/search')
  await page.getByRole('search').getByRole('searchbox').focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  const box = await focusOutline(page)
  expect(box).toMatchObject({ tag: 'INPUT', style: 'solid' })
  expect(box.width).toBeGreaterThanOrEqual(2)
  await page.keyboard.press('Tab')
  const next = await focusOutline(page)
  expect(next).toMatchObject({ style: 'solid', color: box.color, width: box.width })
})

test("on the home page's dark hero the focus outline is light, and on its white search bar dark", async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('search').getByRole('searchbox')
  await box.focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(box).toBeFocused()
  const onWhite = await focusOutline(page)
  expect(onWhite.style).toBe('solid')
  // A link of the hero itself (on the dark gradient): amber, a colour far from the dark teal.
  const heroLink = page.locator('main section').first().getByRole('link', { name: 'Browse Remote Jobs' })
  await heroLink.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const onDark = await focusOutline(page)
  expect(onDark.style).toBe('solid')
  expect(onDark.color).toBe('rgb(251, 191, 36)')
  expect(onWhite.color).not.toBe(onDark.color)
})

test('the header links to the companies list at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Companies' }).click()
  await expect(page).toHaveURL(/\/companies$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the phone menu lists the companies once, and has one sign-in and one guide entry', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile menu', exact: true })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Companies' })).toHaveCount(1)
  const visibleLinks = (await menu.getByRole('link').evaluateAll((links) =>
    links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') })),
  ))
  const signIns = visibleLinks.filter((link) => /sign in/i.test(link.text))
  const guides = visibleLinks.filter((link) => /guide/i.test(link.text) || /guide/.test(link.href ?? ''))
  expect(signIns).toHaveLength(1)
  expect(guides).toHaveLength(1)
  await menu.getByRole('link', { name: 'Companies' }).click()
  await expect(page).toHaveURL(/\/companies$/)
})

test.describe('the phone menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('opens through its link and has the companies, one sign-in and one guide entry', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/search')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile menu', exact: true })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Companies' })).toBeVisible()
    await expect(menu.getByRole('link', { name: /sign in/i })).toHaveCount(1)
    await expect(menu.getByRole('link', { name: /guide/i })).toHaveCount(1)
  })
})
