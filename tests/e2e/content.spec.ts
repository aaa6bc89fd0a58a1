import { NEWSLETTER_CHECK_INBOX } from '@cms/contract/newsletterValues'
import { expect, test } from './support/test'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

test('blog list shows featured and more articles, and a post renders its markup and recommended products', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { name: 'Nomad Blog', level: 1 })).toBeVisible()
  const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Articles' }) })
  await expect(featured.getByTestId('blog-card')).toHaveCount(3)
  await expect(featured.getByText('Featured', { exact: true })).toHaveCount(3)
  const more = page.locator('section', { has: page.getByRole('heading', { name: 'More Articles' }) })
  await expect(more.getByTestId('blog-card')).toHaveCount(5)
  await expect(page.getByTestId('blog-card').first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)

  await page.getByRole('link', { name: /The Digital Nomad Packing List for 2025/ }).click()
  await expect(page).toHaveURL(/\/blog\/post\/digital-nomad-packing-list-2025$/)
  await expect(page.getByRole('heading', { name: 'The Digital Nomad Packing List for 2025', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The work setup' })).toBeVisible()
  await expect(page.locator('article strong', { hasText: 'portable monitor' })).toBeVisible()
  const guideLink = page.getByRole('link', { name: 'remote work guide' })
  await expect(guideLink).toHaveAttribute('target', '_blank')
  await expect(guideLink).toHaveAttribute('rel', 'noopener')
  await expect(page.getByRole('heading', { name: 'Recommended Products' })).toBeVisible()
  const product = page.getByTestId('product-card').filter({ hasText: 'Portable USB-C Monitor' })
  await expect(product.locator('[data-icon="monitor"]')).toHaveCount(1)
  const view = product.getByRole('link', { name: /View on Amazon/ })
  await expect(view).toHaveAttribute('rel', 'sponsored noopener')
  await expect(view).toHaveAttribute('target', '_blank')
  await expect(page).toHaveTitle('The Digital Nomad Packing List for 2025 | Nomad Jobs Blog')
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld['@type']).toBe('BlogPosting')
})

test("an unknown post shows 'Blog Post Not Found' with a way back", async ({ page }) => {
  await page.goto('/blog/post/no-such-post')
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('an editor publishes a post with an affiliate link through the CMS API and a visitor sees it', async ({ page, request }) => {
  const login = await request.post('/cms/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  expect(login.ok()).toBe(true)
  const { token } = await login.json()
  const headers = { Authorization: `JWT ${token}` }
  const link = await (
    await request.post('/cms/api/affiliate-links', { headers, data: { title: 'Compact Travel Adapter', description: 'Fits every outlet', productPrice: '$24.00', affiliateUrl: 'https://shop.example/a', platform: 'ShopExample' } })
  ).json()
  const slug = `e2e-post-${Date.now()}`
  const text = (t: string, format = 0) => ({ type: 'text', text: t, format, version: 1, detail: 0, mode: 'normal', style: '' })
  const block = (type: string, children: unknown[], extra = {}) => ({ type, children, version: 1, direction: 'ltr', format: '', indent: 0, ...extra })
  const content = {
    root: block('root', [
      block('heading', [text('Gear we love')], { tag: 'h2' }),
      block('paragraph', [text('Always pack '), text('one adapter', 1), text('.')], { textFormat: 0 }),
    ]),
  }
  const created = await request.post('/cms/api/posts', {
    headers,
    data: { title: 'E2E Editor Post', slug, excerpt: 'Written in the CMS.', category: 'gear', content, affiliateLinks: [link.doc.id], _status: 'draft' },
  })
  expect(created.ok()).toBe(true)
  expect((await request.get(`/api/blog/post/${slug}`)).status()).toBe(404)
  const published = await request.patch(`/cms/api/posts/${(await created.json()).doc.id}`, { headers, data: { _status: 'published' } })
  expect(published.ok()).toBe(true)

  await page.goto(`/blog/post/${slug}`)
  await expect(page.getByRole('heading', { name: 'E2E Editor Post', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Gear we love' })).toBeVisible()
  await expect(page.locator('article strong', { hasText: 'one adapter' })).toBeVisible()
  await expect(page.getByTestId('product-card').filter({ hasText: 'Compact Travel Adapter' }).getByRole('link', { name: 'View on ShopExample' })).toHaveAttribute('href', 'https://shop.example/a')
})

test('newsletter footer form: validation, pending, thank-you panel and toast', async ({ page }) => {
  await page.goto('/faq')
  // The footer's form loads when the footer comes near the screen.
  await page.locator('footer').scrollIntoViewIfNeeded()
  const form = page.locator('footer').getByRole('form', { name: 'Get Nomad Updates' })
  await expect(form.getByText('Latest jobs and travel tips in your inbox.')).toBeVisible()
  await expect(form.getByRole('checkbox')).toHaveCount(0)
  await form.getByLabel('Email address').fill('not-an-email')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address')

  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let sent: Record<string, unknown> | null = null
  await page.route('**/api/newsletter/subscribe', async (route) => {
    sent = route.request().postDataJSON()
    await held
    await route.continue()
  })
  await form.getByLabel('Email address').fill(`e2e-${Date.now()}@news.example`)
  await expect(form.getByRole('alert')).toHaveCount(0)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  await expect(form.getByLabel('Email address')).toBeDisabled()
  release()
  await expect(page.locator('footer').getByText('Thank you for subscribing!')).toBeVisible()
  // Double opt-in (docs/design-notes.md): the success text asks to confirm from the inbox.
  await expect(page.locator('footer').getByText(NEWSLETTER_CHECK_INBOX)).toBeVisible()
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible()
  expect(sent).toMatchObject({ source: 'footer', marketingConsent: true })
})

test('newsletter failure returns to idle with the server message in a destructive toast', async ({ page }) => {
  await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Please enter a valid email address' }) }))
  await page.goto('/blog')
  const form = page.locator('main').getByRole('form', { name: 'Subscribe to our newsletter' })
  await expect(form.getByText(/I agree to receive marketing emails/)).toBeVisible()
  await form.getByLabel('Email address').fill('someone@example.com')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscription failed', { exact: true })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
})

test('toolkit: eight tabs, ?tab= selects one, the VPN table and affiliate cards, one FAQ item open at a time', async ({ page }) => {
  await page.goto('/digital-nomad-toolkit')
  const tabs = page.getByRole('tablist', { name: 'Toolkit categories' }).getByRole('tab')
  await expect(tabs).toHaveText(['Productivity', 'VPN', 'eSIM', 'Insurance', 'Resume', 'Security', 'Learning', 'Finance'])
  await expect(page.getByRole('tab', { name: 'Productivity' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel').getByTestId('tool-card').first()).toContainText('Notion')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/toolkit$/)

  await page.getByRole('tab', { name: 'Finance' }).click()
  await expect(page).toHaveURL(/\/digital-nomad-toolkit$/) // interface state only
  await expect(page.getByRole('tabpanel').getByTestId('tool-card').first()).toContainText('Wise')

  await page.goto('/digital-nomad-toolkit?tab=vpn')
  await expect(page.getByRole('tab', { name: 'VPN' })).toHaveAttribute('aria-selected', 'true')
  const table = page.getByRole('table')
  for (const price of ['$11.99', '$12.95', '$4.99', '$8.32', '$2.49']) await expect(table).toContainText(price)
  const visit = page.getByRole('link', { name: /Visit NordVPN/ })
  await expect(visit).toHaveAttribute('target', '_blank')
  await expect(visit).toHaveAttribute('rel', 'sponsored noopener')

  await page.goto('/digital-nomad-toolkit#esim')
  await expect(page.getByRole('tab', { name: 'eSIM' })).toHaveAttribute('aria-selected', 'true')

  for (const heading of ['Must-Have', 'Productivity Boosters', 'Skill Builders']) await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  const faq = page.locator('#faq')
  const triggers = faq.getByRole('button')
  await expect(triggers).toHaveCount(5)
  await triggers.nth(0).click()
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await triggers.nth(1).click()
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await triggers.nth(1).click()
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { name: 'Affiliate disclosure' })).toBeVisible()
})

test('career paths: three tabs of four roles, the detail panel, the selection kept across tabs, search link', async ({ page }) => {
  await page.goto('/career-paths')
  await expect(page.getByRole('tablist', { name: 'Career fields' }).getByRole('tab')).toHaveText(['Tech', 'Design', 'Marketing'])
  await expect(page.getByTestId('role-detail-empty')).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4)
  await page.getByRole('button', { name: /Junior Developer/ }).click()
  const detail = page.getByTestId('role-detail')
  await expect(detail.getByRole('heading', { name: 'Junior Developer' })).toBeVisible()
  await expect(detail).toContainText('$60,000-85,000')
  await expect(detail).toContainText(/beginner|intermediate|advanced/)
  await page.getByRole('tab', { name: 'Design' }).click()
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4)
  await expect(detail.getByRole('heading', { name: 'Junior Developer' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open the toolkit/ })).toHaveAttribute('href', '/digital-nomad-toolkit')
  await detail.getByRole('link', { name: /Find Junior Developer jobs/ }).click()
  await expect(page).toHaveURL(/\/search\?q=Junior%20Developer$/)
})

test('FAQ: eight items, structured data and the call to action', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld['@type']).toBe('FAQPage')
  expect(ld.mainEntity).toHaveLength(8)
  await expect(page.getByRole('link', { name: 'Get The Complete Guide' })).toHaveAttribute('href', '/buy-guide')
  await page.getByRole('button', { name: /What equipment do I need/ }).click()
  await expect(page.getByRole('link', { name: /Explore the Digital Nomad Toolkit/ })).toHaveAttribute('href', '/digital-nomad-toolkit')
})

test('home: banner, buttons, promo cards, the Nomad Blog section and the e-mail box', async ({ page }) => {
  let checked: string | null = null
  await page.route('**/api/auth/check-email', async (route) => {
    checked = route.request().postDataJSON().email
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ exists: checked === 'known@example.com' }) })
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1,000+')
  await expect(page.getByText(/83%/)).toBeVisible()
  const banner = page.getByTestId('guide-banner')
  await expect(banner).toHaveAttribute('href', '/buy-guide')
  for (const text of ['$39.99', '68% OFF', '$12.99']) await expect(banner).toContainText(text)
  await expect(page.getByRole('link', { name: /Browse Remote Jobs/ })).toHaveAttribute('href', '/search')
  await expect(page.getByRole('link', { name: /Explore Career Paths/ })).toHaveAttribute('href', '/career-paths')
  await expect(page.getByRole('link', { name: /Read the Nomad Blog/ })).toHaveAttribute('href', '/blog')
  await expect(page.getByRole('link', { name: /The Digital Nomad Guide 2025/ })).toHaveAttribute('href', '/nomad-guide')
  const blog = page.locator('section', { has: page.getByRole('heading', { name: 'Nomad Blog', exact: true }) })
  await expect(blog.getByTestId('blog-card')).toHaveCount(3)

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole('button', { name: /Get Started/ }).click()
  await expect.poll(() => dialogs).toEqual(['Please enter your email'])
  await page.getByLabel('Email address').fill('known@example.com')
  await page.getByRole('button', { name: /Get Started/ }).click()
  await expect(page).toHaveURL(/\/login\?email=known%40example\.com$/)
  await page.goto('/')
  await page.getByLabel('Email address').fill('new@example.com')
  await page.getByRole('button', { name: /Get Started/ }).click()
  await expect(page).toHaveURL(/\/register\?email=new%40example\.com$/)
})

test('home hides the Nomad Blog section on mobile', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByTestId('guide-banner')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nomad Blog', exact: true })).toHaveCount(0)
  await context.close()
})

test('the unsubscribe page confirms with a POST, never on opening', async ({ page, request }) => {
  await page.goto('/newsletter/unsubscribe?token=forged.token')
  await expect(page.getByRole('heading', { name: 'Unsubscribe from Nomad Updates' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is invalid or incomplete.')
  expect((await request.get('/api/newsletter/unsubscribe?token=x')).status()).toBe(405)
})

test('the unsubscribe page shows the confirmation after the POST succeeds', async ({ page }) => {
  let posted: unknown = null
  await page.route('**/api/newsletter/unsubscribe', async (route) => {
    posted = { method: route.request().method(), body: route.request().postDataJSON() }
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'You have been unsubscribed.' }) })
  })
  await page.goto('/newsletter/unsubscribe?token=abc.def')
  expect(posted).toBeNull()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible()
  expect(posted).toEqual({ method: 'POST', body: { token: 'abc.def' } })
})

test('blog list: the posts are in the page at once; on a client navigation a failing API shows the error, then the empty message', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByTestId('blog-card').first()).toBeVisible()
  await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(0)

  await page.goto('/faq')
  await page.route('**/api/blog/posts', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByText('Failed to load blog posts. Please try again later.')).toBeVisible()

  await page.unroute('**/api/blog/posts')
  await page.route('**/api/blog/posts', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"posts":[]}' }))
  await page.route('**/api/blog/featured', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"posts":[]}' }))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByText('No blog posts found.')).toBeVisible()
})

test('home shows the featured posts at once, with no skeleton cards', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(0)
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Nomad Blog', exact: true }) }).getByTestId('blog-card')).toHaveCount(3)
})
