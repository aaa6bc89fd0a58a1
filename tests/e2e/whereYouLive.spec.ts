/**
 * "Can I apply from here?" in the browser: the "Where do you live?" chooser of the list pages (issue 22) and the
 * country landing pages' cards.
 */
import { cardLinks } from './support/jobCards'
import { expect, test, type APIRequestContext } from './support/test'

// The chooser prefills the time zone from the browser's own setting: Berlin is UTC+1 in November.
test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } })

async function listOf(request: APIRequestContext, query: string): Promise<{ links: string[]; total: number }> {
  const body = (await (await request.get(`/api/search?${query}`)).json()) as { jobs: { slug: string }[]; pagination: { total: number } }
  return { links: body.jobs.map((job) => `/jobs/${job.slug}`), total: body.pagination.total }
}

test('choosing where you live narrows the list through its URL, is remembered on the next list, and one click turns it off', async ({ page, request }) => {
  const everything = await listOf(request, '')
  // The time zone is filled in by the page's scripts: chosen before the panel has hydrated, the country is sent by
  // the plain form but fills nothing in. The fixture's goto returns once the screen's controls are hydrated.
  await page.goto('/search')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByLabel('Country').selectOption('DE')
  await expect(filters.getByLabel('Your time zone')).toHaveValue('1')
  await filters.getByRole('button', { name: 'Apply Filters' }).click()

  await expect(page).toHaveURL(/[?&]country=DE(&|$)/)
  await expect(page).toHaveURL(/[?&]tz=1(&|$)/)
  const narrowed = await listOf(request, 'country=DE&tz=1')
  expect(narrowed.total).toBeGreaterThan(0)
  expect(narrowed.total).toBeLessThan(everything.total)
  await expect.poll(() => cardLinks(page)).toEqual(narrowed.links)
  await expect(page.getByTestId('where-you-live-notice')).toContainText('Jobs you can do from Germany, UTC+1')
  await expect(page.getByTestId('eligibility-badge').filter({ hasText: 'Open to Germany' }).first()).toBeVisible()

  // Remembered on this device: the next list arrives filtered too.
  await page.getByRole('banner').getByRole('link', { name: 'Categories', exact: true }).click()
  await page.getByRole('main').getByRole('link', { name: /Development/ }).first().click()
  await expect(page).toHaveURL(/\/categories\/development\?(.*&)?country=DE&tz=1/)
  await expect(page.getByTestId('where-you-live-notice')).toBeVisible()

  // One click turns it off, here and on the lists after.
  await page.getByTestId('where-you-live-notice').getByRole('link', { name: 'Show all jobs' }).click()
  await expect(page).toHaveURL(/\/categories\/development$/)
  await expect(page.getByTestId('where-you-live-notice')).toBeHidden()
  await page.getByRole('banner').getByRole('link', { name: 'Browse Jobs', exact: true }).click()
  await expect(page).toHaveURL(/\/search(\?(?!.*country=).*)?$/)
  await expect.poll(() => cardLinks(page)).toEqual(everything.links)
})

test("a country landing page's cards say the jobs are open to its country", async ({ page, request }) => {
  const { countries } = (await (await request.get('/api/remote-jobs-from')).json()) as { countries: { slug: string; name: string }[] }
  const [country] = countries
  expect(country, 'the e2e data has a country with a landing page').toBeTruthy()
  await page.goto(`/remote-jobs-from/${country!.slug}`)
  const badges = page.getByTestId('eligibility-badge')
  await expect(badges.first()).toBeVisible()
  // Regions and worldwide jobs answer for the page's country; none reads as a bare region or "Worldwide".
  await expect(badges.filter({ hasText: /Open to / }).first()).toBeVisible()
  await expect(badges.filter({ hasText: /^\s*Worldwide\s*$/ })).toHaveCount(0)
})

test('every list that says "Jobs you can do from Portugal" is filtered by it: search, category, location and keyword pages', async ({ page, request }) => {
  test.setTimeout(90_000) // four list pages, each hydrated
  const [category] = (await (await request.get('/api/categories')).json()) as { slug: string }[]
  const [location] = (await (await request.get('/api/locations')).json()) as { slug: string }[]
  const lists = ['/search', `/categories/${category!.slug}`, `/locations/${location!.slug}`, '/keywords/remote-javascript-jobs']
  for (const list of lists) {
    await page.goto(`${list}?country=PT`)
    await expect(page.getByTestId('where-you-live-notice'), list).toContainText('Jobs you can do from Portugal')
    const badges = await page.getByTestId('eligibility-badge').allTextContents()
    // A job open to Portugal reads "Open to Portugal", or names Portugal among its countries; never "Mexico only".
    const closed = badges.filter((badge) => !/Portugal|\+\d+ more/.test(badge))
    expect(closed, `${list}: cards not open to Portugal`).toEqual([])
  }
})
