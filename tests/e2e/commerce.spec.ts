import fs from 'node:fs'
import { expect, test, type Download, type Page } from './support/test'
import { samplePdf } from '../support/samplePdf'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@buyer.example`

// The guide PDF goes in the way an admin puts it there: Payload's upload API, signed in as the seeded admin.
// Parallel workers (and other specs) sign the same admin in at once, which can void one of the sessions: retry.
test.beforeAll(async ({ request }) => {
  let last = ''
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await request.post('/cms/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    expect(login.ok()).toBe(true)
    const { token } = (await login.json()) as { token: string }
    const upload = await request.post('/cms/api/guide-files', {
      headers: { Authorization: `JWT ${token}` },
      multipart: { file: { name: 'guide.pdf', mimeType: 'application/pdf', buffer: samplePdf('E2E guide') }, _payload: JSON.stringify({ edition: '2025' }) },
    })
    if (upload.status() === 201) return
    last = `${upload.status()} ${await upload.text()}`
    await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)))
  }
  throw new Error(`guide upload failed: ${last}`)
})

/** On the thank-you page: the button's 2-second processing state, then the PDF downloads from a new window. */
async function downloadGuide(page: Page): Promise<Download> {
  const download = new Promise<Download>((resolve) => {
    page.on('download', resolve)
    page.context().on('page', (popup) => popup.on('download', resolve))
  })
  await page.getByRole('button', { name: 'Download Guide' }).click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  const file = await download
  expect(file.suggestedFilename()).toBe('digital-nomad-guide-2025.pdf')
  expect(fs.readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.getByRole('button', { name: 'Download Guide' })).toBeEnabled()
  return file
}

test('sales page → Stripe Checkout → thank-you page → the PDF downloads', async ({ page }) => {
  const email = uniqueEmail('sales')
  await page.goto('/digital-nomad-guide')
  await expect(page.getByRole('heading', { name: /Ultimate Digital Nomad Guide 2025/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: "What's inside" })).toBeVisible()
  await page.getByRole('button', { name: 'Get the Guide for $12.99' }).click()
  await expect(page.locator('#purchase-section')).toBeInViewport()
  await expect(page.getByRole('link', { name: 'Buy Now with One Click' })).toHaveAttribute('href', '/buy-guide')

  await page.locator('main').getByLabel('Your email address').fill(email)
  await page.getByRole('button', { name: 'Get Instant Access — $12.99' }).click()
  // The form post goes to Stripe's page (the fake marks it paid and sends the webhook), then back here.
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_\w+&email=/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Thank You for Your Purchase!' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await downloadGuide(page)
})

test('/checkout validates the e-mail, then goes through Stripe to a working download', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page.getByText('Ultimate Digital Nomad Guide (PDF)')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.locator('main').getByLabel('Email address').fill('not-an-email')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Please enter a valid email address to continue.', { exact: true })).toBeVisible()

  const email = uniqueEmail('checkout')
  await page.locator('main').getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/, { timeout: 20_000 })
  await downloadGuide(page)

  // The e-mail is remembered for the session: checkout and direct checkout prefill it.
  await page.goto('/checkout')
  await expect(page.locator('main').getByLabel('Email address')).toHaveValue(email)
  await page.goto('/direct-checkout')
  await expect(page.locator('main').getByLabel('Email address for delivery')).toHaveValue(email)
})

test('/buy-guide redirects through the static checkout page to Stripe', async ({ page }) => {
  await page.goto('/checkout.html')
  const email = uniqueEmail('buy')
  await page.locator('main').getByLabel('Where should we send your guide?').fill(email)
  await page.getByRole('button', { name: /Continue to secure payment/ }).click()
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/, { timeout: 20_000 })
  // Now the e-mail is remembered, /buy-guide is one click all the way to the thank-you page.
  await page.goto('/buy-guide')
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/, { timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`email=${encodeURIComponent(email)}`))
})

test('direct checkout sends a bad e-mail back with a readable error', async ({ page }) => {
  await page.goto('/direct-checkout')
  await expect(page.getByRole('heading', { name: 'Digital Nomad Guide 2025' })).toBeVisible()
  // The browser's own check would stop "@x"; the server must catch it too.
  await page.locator('main').getByLabel('Email address for delivery').evaluate((el: HTMLInputElement) => (el.form!.noValidate = true))
  await page.locator('main').getByLabel('Email address for delivery').fill('nobody@')
  await page.getByRole('button', { name: 'Purchase Now — $12.99' }).click()
  await expect(page).toHaveURL(/\/direct-checkout\?checkout_error=/)
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address to continue.')
})

test('thank-you page without its query fields says only that information is missing', async ({ page }) => {
  await page.goto('/payment-success')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missing information')
  await expect(page.getByRole('alert')).toHaveText('Some information about your purchase is missing. Please contact support.')
  await expect(page.getByText('Thank You for Your Purchase!')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Download Guide' })).toHaveCount(0)
})

test('when /checkout cannot start, it offers direct checkout, which prefills the e-mail', async ({ page }) => {
  await page.route('**/api/checkout/create-checkout-session', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Payments are unavailable","message":"Payments are unavailable"}' }),
  )
  const email = uniqueEmail('alternative')
  await page.goto('/checkout')
  await page.locator('main').getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Payment System Error', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Use direct checkout' }).click()
  await expect(page).toHaveURL(/\/direct-checkout$/)
  await expect(page.locator('main').getByLabel('Email address for delivery')).toHaveValue(email)
})

test('the payment-provider notice shows when Stripe.js cannot load', async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort())
  await page.goto('/checkout')
  await expect(page.getByText("We're experiencing some issues with our payment processor.", { exact: false })).toBeVisible()
})

test('/test-templates simulates a purchase and links to the templates', async ({ page }) => {
  await page.goto('/test-templates')
  await page.locator('main').getByLabel('Email address').fill(uniqueEmail('templates'))
  await page.getByRole('button', { name: 'Simulate Purchase & Get Templates' }).click()
  await expect(page.getByRole('link', { name: 'Access Your Templates' })).toHaveAttribute('href', 'https://www.notion.so/nomad-templates-e2e')
  await expect(page.getByRole('link', { name: 'Access Your Templates' })).toHaveAttribute('target', '_blank')
})
