import { expect, test } from './support/test'

test('home shows the header, and other pages the footer with seeded categories and locations', async ({ page, request }) => {
  const categories: { slug: string; name: string }[] = await (await request.get('/api/categories')).json()
  const locations: { slug: string; name: string }[] = await (await request.get('/api/locations')).json()

  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const label of ['Home', 'Browse Jobs', 'Locations', 'Categories', 'Toolkit', 'Career Paths', 'FAQ', 'Blog']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /Get Guide \+ Templates/ })).toHaveAttribute('href', '/buy-guide')
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  await expect(page.locator('footer')).toHaveCount(0) // no footer on home

  await page.getByRole('link', { name: 'Browse Jobs' }).click()
  await expect(page).toHaveURL(/\/search$/)
  const footer = page.locator('footer')
  for (const category of categories.slice(0, 5)) {
    await expect(footer.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `/categories/${category.slug}`)
  }
  await expect(footer.getByRole('link', { name: categories[5]!.name, exact: true })).toHaveCount(0)
  for (const location of locations.slice(0, 6)) {
    await expect(footer.getByRole('link', { name: `Jobs in ${location.name}` })).toHaveAttribute('href', `/locations/${location.slug}`)
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  await expect(page).toHaveTitle('Search | Nomad Jobs')
})

test("an unknown path shows '404 Page Not Found'", async ({ page }) => {
  await page.goto('/no-such-page/anywhere')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
})

test('unknown /api paths answer JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint')
  expect(response.status()).toBe(404)
  expect(await response.json()).toHaveProperty('message')
})

test('the mobile menu closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile menu', exact: true })
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Career Paths' }).click()
  await expect(page).toHaveURL(/\/career-paths$/)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Mobile bar', exact: true })).toBeVisible()
})

test("/jobs (the floating menu's 'Latest Jobs') shows the newest jobs first", async ({ page }) => {
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Open quick actions' }).click()
  await page.getByRole('link', { name: 'Latest Jobs' }).click()
  await expect(page).toHaveURL(/\/search\?sort=newest$/)
  await expect(page.getByText(/jobs? found/)).toBeVisible()
})
