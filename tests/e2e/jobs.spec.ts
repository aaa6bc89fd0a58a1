import { createCompanyJob } from './support/adminJob'
import { expect, test, type APIRequestContext } from './support/test'

interface ListJob {
  slug: string
  title: string
  applyUrl: string | null
  source: string
  externalId: string
  company: { name: string; website: string | null }
}

async function allJobs(request: APIRequestContext): Promise<ListJob[]> {
  const jobs: ListJob[] = []
  for (let page = 1; page <= 7; page++) jobs.push(...(await (await request.get(`/api/jobs?limit=50&page=${page}`)).json()).jobs)
  return jobs
}

test('search filters: checkboxes are local until Apply Filters writes comma lists; Clear All keeps the search words', async ({ page, request }) => {
  await page.goto('/search?q=developer')
  await expect(page.getByRole('heading', { level: 1, name: 'developer Remote Jobs' })).toBeVisible()
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByLabel('Full-Time').check()
  await filters.getByLabel('Contract').check()
  await filters.getByLabel('Senior Level').check()
  await expect(page).toHaveURL(/\/search\?q=developer$/) // nothing applied yet
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/type=full-time%2Ccontract|type=full-time,contract/)
  await expect(page).toHaveURL(/experience=senior/)
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  await expect(page.getByTestId('job-count')).toContainText(/\d+ jobs? found/)
  // The cards are the filtered jobs: the same ones the API gives for these filters, each full-time or contract.
  const filtered: { jobs: { slug: string; type: string; experienceLevel: string }[] } = await (
    await request.get('/api/search?q=developer&type=full-time,contract&experience=senior')
  ).json()
  expect(filtered.jobs.length).toBeGreaterThan(0)
  expect(filtered.jobs.every((job) => ['full-time', 'contract'].includes(job.type) && job.experienceLevel === 'senior')).toBe(true)
  const cards = page.getByTestId('job-card')
  await expect(cards).toHaveCount(filtered.jobs.length)
  const links = await cards.getByRole('heading').getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  expect(links).toEqual(filtered.jobs.map((job) => `/jobs/${job.slug}`))
  for (const card of await cards.all()) await expect(card).toContainText(/Full-Time|Contract/)

  await filters.getByRole('link', { name: 'Clear All' }).click()
  await expect(page).toHaveURL(/\/search\?q=developer$/)
  await expect(filters.getByLabel('Full-Time')).not.toBeChecked()
})

test("the category filter shows 10 categories and a 'See all' modal", async ({ page, request }) => {
  const categories: { name: string }[] = await (await request.get('/api/categories')).json()
  await page.goto('/search')
  const group = page.getByRole('group', { name: 'Category' })
  await expect(group.getByRole('checkbox')).toHaveCount(10)
  await group.getByRole('button', { name: 'See all' }).click()
  const dialog = page.getByRole('dialog', { name: 'All Categories' })
  await expect(dialog.getByRole('checkbox')).toHaveCount(categories.length)
  await dialog.getByLabel(categories.at(-1)!.name).check()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/category=/)
})

test('on a category page Clear All keeps the category; empty and not-found states', async ({ page }) => {
  await page.goto('/categories/design')
  await expect(page.getByRole('heading', { level: 1, name: 'Remote Design Jobs' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'All categories' }).getByRole('link', { name: /^Design\s*[\d,]+ jobs?$/ })).toHaveAttribute('aria-current', 'page')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await expect(filters.getByRole('group', { name: 'Category' })).toHaveCount(0)
  await filters.getByLabel('$150k+').check()
  await filters.getByLabel('Entry Level').check()
  await filters.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/\/categories\/design\?.*salary=150000-1000000/)
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible()
  await expect(page.getByText("We currently don't have any jobs in this category")).toBeVisible()
  await filters.getByRole('link', { name: 'Clear All' }).click()
  await expect(page).toHaveURL(/\/categories\/design$/)
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(/\/categories\/design$/)

  await page.goto('/categories/no-such-category')
  await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible()
  await page.goto('/locations/no-such-place')
  await expect(page.getByRole('heading', { name: 'Location Not Found' })).toBeVisible()
})

test('a location page keeps its location on Clear All and quotes coworking counts', async ({ page }) => {
  await page.goto('/locations/germany?type=contract')
  await expect(page.getByRole('heading', { level: 1, name: 'Remote Jobs in Germany' })).toBeVisible()
  await expect(page.getByText(/1,900 coworking spaces/)).toBeVisible()
  await page.getByRole('link', { name: 'Clear All' }).click()
  await expect(page).toHaveURL(/\/locations\/germany$/)
})

test('pagination: links with ellipses, disabled ends, page in the URL', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Remote Jobs for Digital Nomads' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Pagination' })
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true')
  await expect(nav.getByTestId('pagination-ellipsis')).toHaveCount(1)
  await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
  const lastLabel = await nav.getByRole('link', { name: /^Page \d+$/ }).last().getAttribute('aria-label')
  const last = Number(lastLabel!.replace('Page ', ''))
  expect(last).toBeGreaterThan(5)

  await nav.getByRole('link', { name: 'Page 3', exact: true }).click()
  await expect(page).toHaveURL(/page=3/)
  await nav.getByRole('link', { name: 'Page 4', exact: true }).click()
  await expect(page).toHaveURL(/page=4/)
  await expect(nav.getByTestId('pagination-ellipsis')).toHaveCount(2)

  await nav.getByRole('link', { name: `Page ${last}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`page=${last}`))
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', new RegExp(`page=${last - 1}`))
})

test('job detail: facts, JobPosting data and the apply button variants', async ({ page, request }) => {
  const jobs = await allJobs(request)
  const withUrl = jobs.find((j) => j.applyUrl && j.source === 'remoteok')!
  const fromSource = jobs.find((j) => !j.applyUrl && j.source === 'remoteok')!
  const toWebsite = jobs.find((j) => !j.applyUrl && j.source === 'internal' && j.company.website)!

  await page.goto(`/jobs/${withUrl.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: withUrl.title })).toBeVisible()
  for (const label of ['Job Type', 'Location', 'Salary Range', 'Time Zone', 'Experience', 'Posted Date']) await expect(page.getByText(label, { exact: true })).toBeVisible()
  await expect(page.getByTestId('apply-button')).toHaveText(/Apply on Remote OK/)
  await expect(page.getByTestId('apply-button')).toHaveAttribute('href', withUrl.applyUrl!)
  await expect(page.getByRole('button', { name: 'Save Job' })).toBeVisible()
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  const posting = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'JobPosting')
  expect(posting).toMatchObject({ title: withUrl.title, jobLocationType: 'TELECOMMUTE', hiringOrganization: { name: withUrl.company.name } })
  expect(posting.employmentType).toMatch(/^[A-Z_]+$/)

  await page.goto(`/jobs/${fromSource.slug}`)
  await expect(page.getByTestId('apply-button')).toHaveAttribute('href', /^https:\/\/remoteok\.com\/remote-jobs\//)

  await page.goto(`/jobs/${toWebsite.slug}`)
  await expect(page.getByTestId('apply-button')).toHaveText(/Apply on Company Website/)
  await expect(page.getByTestId('apply-button')).toHaveAttribute('href', toWebsite.company.website!)

  // No JobPosting on list pages (Google's rule).
  await page.goto('/search')
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  const listLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(listLd.some((t) => t.includes('"JobPosting"'))).toBe(false)
})

test("'Search for This Job' when there is no link at all", async ({ page, playwright, baseURL }) => {
  const { slug } = await createCompanyJob(playwright, baseURL!, { name: 'Nolink', title: 'Quiet Role', status: 'active', description: '<p>No links here.</p>' })
  await page.goto(`/jobs/${slug}`)
  await expect(page.getByTestId('apply-button')).toHaveText(/Search for This Job/)
  await expect(page.getByTestId('apply-button')).toHaveAttribute('href', /google\.com\/search\?q=Quiet%20Role/)
  // The Location fact (the salary fact says 'Not specified' too: this job states none).
  await expect(page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Location$/ }) }).locator('dd')).toHaveText('Not specified')
  await expect(page.getByText('Flexible', { exact: true })).toBeVisible()
})

test("an unknown job shows 'Job Not Found' with Browse All Jobs", async ({ page }) => {
  await page.goto('/jobs/this-job-does-not-exist')
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible()
  await expect(page.getByText("The job you're looking for doesn't exist or has been removed.")).toBeVisible()
  await page.getByRole('link', { name: 'Browse All Jobs' }).click()
  await expect(page).toHaveURL(/\/search$/)
})

test('keyword page: heading, count, about, three FAQs, jobs, related searches and popular locations', async ({ page }) => {
  await page.goto('/keywords/remote-react-developer-jobs')
  await expect(page.getByRole('heading', { level: 1, name: 'Remote React Developer Jobs for Digital Nomads' })).toBeVisible()
  await expect(page.getByTestId('keyword-count')).toHaveText(/^\d+ live jobs? mentions? React Developer$/)
  await expect(page.getByTestId('job-card').first()).toContainText(/React/)
  await expect(page.getByRole('heading', { name: 'About Remote React Developer Jobs' })).toBeVisible()
  await expect(page.locator('#keyword-faq + dl dt')).toHaveCount(3)
  const related = page.getByRole('region', { name: 'Related Searches' })
  await expect(related.getByRole('link')).toHaveCount(5)
  const locations = page.getByRole('region', { name: 'Popular Locations' })
  await expect(locations.getByRole('link')).toHaveCount(5)
  for (const href of ['/digital-nomad-guide', '/digital-nomad-toolkit', '/blog']) await expect(page.locator(`section[aria-label="Resources"] a[href="${href}"]`)).toBeVisible()
  await related.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/keywords\/remote-/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('for Digital Nomads')
})

test('sitemap lists core pages, keyword groups, destinations and blog posts', async ({ page }) => {
  await page.goto('/sitemap')
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
  for (const name of ['Core Pages', 'Resources', 'Account', 'Developer & IT', 'Entry Level', 'Top Rated', 'Destinations', 'Blog Posts']) {
    await expect(page.getByRole('region', { name })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Destinations' }).getByRole('link').first()).toHaveAttribute('href', /^\/locations\//)
})

// Each count is a page visit of its own; under a loaded CI the visits together outran one
// test's timeout, so keyword pages and destinations are two tests.
test('a count next to a skill or role on the sitemap is the count its keyword page shows, and both say what they count', async ({ page }) => {
  test.slow()
  await page.goto('/sitemap')
  await expect(page.getByText(/how many live jobs its page lists/)).toBeVisible()
  const items = page.locator('section li').filter({ has: page.locator('a[href^="/keywords/"]') }).filter({ hasText: /live jobs?\)$/ })
  const entries = await items.evaluateAll((lis) => lis.map((li) => ({ href: li.querySelector('a')!.getAttribute('href')!, text: li.textContent! })))
  expect(entries.length).toBeGreaterThan(10)
  for (const { href, text } of entries.slice(0, 4)) {
    const count = text.match(/\(([\d,]+) live jobs?\)$/)![1]!
    await page.goto(href)
    await expect(page.getByTestId('keyword-count')).toHaveText(new RegExp(`^${count} live jobs? mentions? \\S`))
    await expect(page.getByTestId('job-count')).toHaveText(`${count} ${count === '1' ? 'job' : 'jobs'} found`)
  }
})

test('a count next to a destination on the sitemap is the count its location page shows', async ({ page }) => {
  await page.goto('/sitemap')
  const destination = page.getByRole('region', { name: 'Destinations' })
  await expect(destination.getByText('Live jobs posted for each location.')).toBeVisible()
  const first = destination.locator('li').first()
  const locationCount = (await first.textContent())!.match(/\(([\d,]+) live jobs?\)$/)![1]!
  await first.getByRole('link').click()
  await expect(page.getByTestId('job-count')).toHaveText(new RegExp(`^${locationCount} remote jobs? in `))
})

test('a corrected search is headed by the words it searched, not the typo', async ({ page }) => {
  await page.goto('/search?q=Recat')
  await expect(page.getByTestId('search-corrected')).toContainText('Showing results for react')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Remote Jobs')
})

test('values no filter knows in the address are left out with a note, not "Failed to load jobs"', async ({ page }) => {
  await page.goto('/search?country=XX&tz=99&salary=lots')
  await expect(page.getByTestId('ignored-params')).toHaveText('Left out of this list, as no filter knows them: “salary=lots”, “country=XX”, “tz=99”.')
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  await expect(page.getByText('Failed to load jobs')).toHaveCount(0)
})

test("'Apply Filters' stays in view at the panel's foot, at 1280 px and in the phones' drawer at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/search')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByLabel('Country').selectOption('PT')
  await expect(filters.getByRole('button', { name: 'Apply Filters' })).toBeInViewport()
  await filters.getByLabel('Senior Level').check()
  await expect(filters.getByRole('button', { name: 'Apply Filters' })).toBeInViewport()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: /^Filters/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer.getByRole('button', { name: 'Apply Filters' })).toBeInViewport()
})
