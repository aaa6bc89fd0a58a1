/**
 * The server-rendered pages without JavaScript (a blocked or failed script, a slow phone before hydration):
 * searching, filtering, sorting and paging are plain GET forms and links that the server renderer answers
 * with the same URL parameters the SPA uses; the phone's Filters button and the menu open through CSS.
 */
import { cardLinks } from './support/jobCards'
import { expect, test, type APIRequestContext } from './support/test'

test.use({ javaScriptEnabled: false })

const PHONE = { width: 390, height: 844 }

async function apiLinks(request: APIRequestContext, query: string): Promise<string[]> {
  const { jobs } = (await (await request.get(`/api/search?${query}`)).json()) as { jobs: { slug: string }[] }
  return jobs.map((job) => `/jobs/${job.slug}`)
}

test('the search box sends its words to /search, and the page lists what the API finds', async ({ page, request }) => {
  await page.goto('/search')
  const box = page.getByRole('search').getByRole('searchbox')
  await box.fill('developer')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=developer(&|$)/)
  await expect(page.getByRole('heading', { level: 1, name: 'developer Remote Jobs' })).toBeVisible()
  await expect(box).toHaveValue('developer')
  const expected = await apiLinks(request, 'q=developer')
  expect(expected.length).toBeGreaterThan(0)
  expect(await cardLinks(page)).toEqual(expected)
})

test('filters: ticking boxes and Apply Filters filters the list; Clear All keeps the words', async ({ page, request }) => {
  await page.goto('/search?q=developer')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByLabel('Full-Time').check()
  await filters.getByLabel('Contract').check()
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/q=developer/)
  await expect(page).toHaveURL(/type=full-time/)
  await expect(page).toHaveURL(/type=contract|contract/)
  await expect(filters.getByLabel('Full-Time')).toBeChecked()
  await expect(filters.getByLabel('Contract')).toBeChecked()
  expect(await cardLinks(page)).toEqual(await apiLinks(request, 'q=developer&type=full-time,contract'))

  await filters.getByRole('link', { name: 'Clear All' }).click()
  await expect(page).toHaveURL(/\/search\?q=developer$/)
  await expect(filters.getByLabel('Full-Time')).not.toBeChecked()
})

test("'See all' unfolds every category in place, and a category beyond the first ten filters", async ({ page, request }) => {
  const categories: { slug: string; name: string }[] = await (await request.get('/api/categories')).json()
  const last = categories.at(-1)!
  await page.goto('/search')
  const group = page.getByRole('group', { name: 'Category' })
  await expect(group.getByLabel(last.name)).toBeHidden()
  await group.getByRole('button', { name: 'See all' }).click()
  await group.getByLabel(last.name).check()
  await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(new RegExp(`category=${last.slug}`))
  expect(await cardLinks(page)).toEqual(await apiLinks(request, `category=${last.slug}`))
})

test('sort: choosing an order and pressing Sort keeps the words and filters', async ({ page, request }) => {
  await page.goto('/search?q=developer&type=full-time')
  await page.getByLabel('Sort by').selectOption('newest')
  await page.getByRole('button', { name: 'Sort', exact: true }).click()
  await expect(page).toHaveURL(/sort=newest/)
  await expect(page).toHaveURL(/q=developer/)
  await expect(page).toHaveURL(/type=full-time/)
  await expect(page.getByLabel('Sort by')).toHaveValue('newest')
  expect(await cardLinks(page)).toEqual(await apiLinks(request, 'q=developer&type=full-time&sort=newest'))
})

test('pagination links lead to the next pages with the filters and sort kept', async ({ page, request }) => {
  await page.goto('/search?sort=newest')
  const nav = page.getByRole('navigation', { name: 'Pagination' })
  await nav.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page).toHaveURL(/sort=newest/)
  expect(await cardLinks(page)).toEqual(await apiLinks(request, 'sort=newest&page=2'))
  await nav.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=3/)
  expect(await cardLinks(page)).toEqual(await apiLinks(request, 'sort=newest&page=3'))
})

test('a category page filters, sorts and pages within its category', async ({ page, request }) => {
  await page.goto('/categories/development')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByLabel('Full-Time').check()
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  // The panel's "Where do you live?" selects are sent empty when left on "any" (a plain form sends every field).
  await expect(page).toHaveURL(/\/categories\/development\?(country=&tz=&)?type=full-time$/)
  await page.getByLabel('Sort by').selectOption('newest')
  await page.getByRole('button', { name: 'Sort', exact: true }).click()
  await expect(page).toHaveURL(/\/categories\/development\?.*type=full-time.*sort=newest|\/categories\/development\?.*sort=newest.*type=full-time/)
  expect(await cardLinks(page)).toEqual(await apiLinks(request, 'category=development&type=full-time&sort=newest'))
})

test('on a phone the Filters button opens the filters, and the menu button the menu', async ({ page, request }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/search')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await expect(filters).toBeHidden()
  await page.getByRole('button', { name: /^Filters/ }).click()
  await expect(filters).toBeVisible()
  await filters.getByLabel('Freelance').check()
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/type=freelance/)
  expect(await cardLinks(page)).toEqual(await apiLinks(request, 'type=freelance'))
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1')

  const menu = page.getByRole('navigation', { name: 'Mobile menu', exact: true })
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Career Paths' }).click()
  await expect(page).toHaveURL(/\/career-paths$/)
})

test('the header offers Sign In, not a loading placeholder', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/faq')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading account' }).filter({ visible: true })).toHaveCount(0)
})

test("'Get alerts for this search' opens a form whose post creates the alert and says what happened", async ({ page }) => {
  await page.goto('/search?q=developer&type=full-time&sort=newest')
  await page.getByRole('button', { name: 'Get alerts for this search' }).click()
  // The followed search drops the list's sort and page.
  await expect(page).toHaveURL(/\/alerts\/new\?q=developer&type=full-time$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Get alerts for this search' })).toBeVisible()

  const email = page.getByLabel('E-mail')
  await email.fill('not-an-address')
  await page.getByRole('button', { name: 'Create alert' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address')
  await expect(email).toHaveValue('not-an-address')

  await email.fill(`noscript-${Date.now()}@alerts.example`)
  await page.getByLabel('How often').selectOption('weekly')
  await page.getByRole('button', { name: 'Create alert' }).click()
  await expect(page).toHaveURL(/\/alerts\/new\?q=developer&type=full-time&created=pending$/)
  await expect(page.getByRole('status')).toContainText('Almost done: check your inbox and confirm the alert.')
  await expect(page.getByRole('link', { name: 'See matching jobs' })).toHaveAttribute('href', '/search?q=developer&type=full-time')
})

test("a location page's 'Find your country' box finds a country beyond the first twelve", async ({ page, request }) => {
  const { countries } = (await (await request.get('/api/remote-jobs-from')).json()) as { countries: { name: string; slug: string; restricted: number }[] }
  const locations: { slug: string }[] = await (await request.get('/api/locations')).json()
  // The least-listed country is the one a visitor has to type for (the box shows the top twelve otherwise).
  const wanted = [...countries].sort((a, b) => a.restricted - b.restricted || b.name.localeCompare(a.name))[0]
  const listPath = `/locations/${locations[0].slug}`
  await page.goto(`${listPath}?type=full-time`)
  const section = page.getByRole('navigation', { name: 'Remote jobs by where you live' })
  const box = section.getByLabel('Find your country')
  await box.fill(wanted.name)
  await box.press('Enter')
  // The list's own filters are kept; the fragment brings the visitor back to the box, far down the page.
  await expect(page).toHaveURL(`${listPath}?type=full-time&find=${encodeURIComponent(wanted.name).replace(/%20/g, '+')}#find-your-country`)
  await expect(section.getByRole('link', { name: new RegExp(`^Remote jobs you can do from ${wanted.name} `) })).toHaveAttribute('href', `/remote-jobs-from/${wanted.slug}`)
  await expect(section.getByText(/^\d+ countr(y matches|ies match)\.$/)).toBeVisible()
  await expect(box).toHaveValue(wanted.name)
  await expect(section.getByRole('button', { name: 'Find', exact: true })).toBeVisible()
})
