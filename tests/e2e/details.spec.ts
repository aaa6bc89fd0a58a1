import { expect, test } from './support/test'
import { PAYMENT_SYSTEM_ERROR_TEXT, PAYMENT_SYSTEM_ERROR_TITLE } from '../../cms/contract/commerce'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

for (const width of [390, 1280]) {
  test(`the footer's compact newsletter input at ${width} px is wide enough for its placeholder`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/blog')
    // The form loads when the footer comes near the screen.
    await page.locator('footer').scrollIntoViewIfNeeded()
    const input = page.locator('footer').getByRole('textbox').first()
    await expect(input).toBeVisible()
    const { width: inputWidth, textWidth } = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontSize} ${style.fontFamily}`
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
      return { width: el.clientWidth - padding, textWidth: context.measureText(el.placeholder).width }
    })
    expect(inputWidth).toBeGreaterThanOrEqual(textWidth)
  })
}

test('/icon-test shows the icon set it is named for', async ({ page }) => {
  await page.goto('/icon-test')
  await expect(page.getByRole('heading', { level: 1, name: 'Icon Test' })).toBeVisible()
  const icons = page.locator('main li svg')
  expect(await icons.count()).toBeGreaterThan(50)
  await expect(page.locator('main li').filter({ hasText: /^Briefcase$/ }).locator('svg')).toBeVisible()
})

test("the admin's API keys card names web3.career's variable, whose provider card warns about it", async ({ page, baseURL }) => {
  const login = await page.request.post('/cms/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { Origin: baseURL! } })
  expect(login.ok()).toBe(true)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await expect(page.getByText('WEB3CAREER_API_TOKEN', { exact: true })).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`a payment system failure on /direct-checkout at ${width} px: the spec's message at the form, in view, no server details`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    // What the server answers when Stripe is down or unconfigured: back to the page with the buyer's message.
    const message = `${PAYMENT_SYSTEM_ERROR_TITLE}: ${PAYMENT_SYSTEM_ERROR_TEXT}`
    await page.route('**/api/public-checkout/create-session', (route) =>
      route.fulfill({ status: 303, headers: { location: `/direct-checkout?checkout_error=${encodeURIComponent(message)}` } }),
    )
    await page.goto('/direct-checkout')
    await page.locator('main input[type=email]').fill('buyer@example.com')
    await page.getByRole('button', { name: /Purchase Now/ }).click()
    const alert = page.locator('main').getByRole('alert').filter({ hasText: PAYMENT_SYSTEM_ERROR_TEXT })
    await expect(alert).toBeInViewport()
    await expect(alert).toBeFocused()
    await expect(page.getByText(/STRIPE_|secret key/i)).toHaveCount(0)
  })
}
