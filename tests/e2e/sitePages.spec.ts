import { expect, test } from './support/test'

test('every link in the footer answers a real page, never a 404', async ({ page, request }) => {
  // The footer shows on every page except home.
  await page.goto('/faq')
  const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))])
  for (const path of ['/terms', '/privacy', '/cookies', '/contact', '/remote-work-tips', '/visa-information', '/cost-of-living', '/coworking-spaces']) expect(hrefs).toContain(path)
  for (const href of hrefs) {
    const response = await request.get(href, { headers: { Accept: 'text/html' } })
    expect(response.status(), href).toBe(200)
  }
})

test('a page from /cms is server-rendered at its address with its own head; an unknown page is a real 404', async ({ request, baseURL }) => {
  const response = await request.get('/privacy', { headers: { Accept: 'text/html' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<title>Privacy Policy | Nomad Jobs</title>')
  expect(html).toMatch(/<meta name="description" content="What Nomad Jobs stores about you[^"]*"/)
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/privacy"/>`)
  expect(html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/)
  expect(html).toContain('If you buy the guide')

  const missing = await request.get('/no-such-page-here', { headers: { Accept: 'text/html' } })
  expect(missing.status()).toBe(404)
  const missingHtml = await missing.text()
  expect(missingHtml).toContain('404 Page Not Found')
  expect(missingHtml).toContain('<meta name="robots" content="noindex"/>')
})

test('the pages are in the sitemap', async ({ request, baseURL }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/sitemap-pages.xml</loc>`)
  const pages = await (await request.get('/sitemap-pages.xml')).text()
  for (const slug of ['terms', 'privacy', 'cookies', 'contact', 'visa-information']) expect(pages).toContain(`<loc>${baseURL}/${slug}</loc>`)
})

test('a visitor moves from one page to another in the browser: the new page loads its text and head', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await page.locator('footer').getByRole('link', { name: 'Cookie Policy' }).click()
  await expect(page).toHaveURL(/\/cookies$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible()
  await expect(page).toHaveTitle('Cookie Policy | Nomad Jobs')
})
