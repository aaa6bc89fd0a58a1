/**
 * Company pages as a visitor meets them: from a job card to the company's page and back at phone and desktop
 * widths, and the company list and a company page as the server sends them, without JavaScript.
 */
import { createCompanyJob } from './support/adminJob'
import { expect, test, type APIRequestContext } from './support/test'

interface ApiCompany {
  name: string
  slug: string
  liveJobs: number
}

/** The company with the most live jobs, and the list's first job of it. */
async function busiestCompany(request: APIRequestContext) {
  const { companies } = (await (await request.get('/api/companies')).json()) as { companies: ApiCompany[] }
  expect(companies.length).toBeGreaterThan(0)
  return companies[0]!
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test(`from a job card to its company page and back, at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport)
    const company = await busiestCompany(request)
    await page.goto(`/search?q=${encodeURIComponent(company.name)}`)
    const card = page.getByTestId('job-card').filter({ has: page.getByRole('link', { name: company.name, exact: true }) }).first()
    await card.getByRole('link', { name: company.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Who they hire from' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'How they post' })).toContainText('First seen')
    await expect(page.getByText(new RegExp(`^${company.liveJobs} open jobs? at `))).toBeVisible()
    // Every card on the company's page is the company's.
    const names = await page.getByTestId('job-card').getByRole('link', { name: company.name, exact: true }).count()
    expect(names).toBe(await page.getByTestId('job-card').count())
    // Where you live narrows its jobs and says how many are open to you.
    await page.goto(`/companies/${company.slug}?country=DE`)
    await expect(page.getByTestId('open-to-you')).toContainText('Open to you in Germany:')
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}$`))
    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(card).toBeVisible()
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the company list finds a company by name; its page is whole in the HTML, with its Organization', async ({ page, request, baseURL }) => {
    const company = await busiestCompany(request)
    await page.goto('/companies')
    await expect(page.getByRole('heading', { level: 1, name: 'Remote Companies Hiring' })).toBeVisible()
    const box = page.getByRole('search').getByRole('textbox', { name: 'Company name' })
    await box.fill(company.name)
    await box.press('Enter')
    await expect(page).toHaveURL(/\/companies\?q=/)
    await page.getByRole('link', { name: new RegExp(`^${company.name}`) }).first().click()
    await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'What they pay' })).toBeVisible()
    expect(await page.getByTestId('job-card').count()).toBe(Math.min(company.liveJobs, 10))

    const response = await request.get(`/companies/${company.slug}`, { headers: { Accept: 'text/html' } })
    expect(response.status()).toBe(200)
    const html = await response.text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    expect(jsonLd.find((data) => data['@type'] === 'Organization')).toMatchObject({ name: company.name })
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/companies/${company.slug}"/>`)
    expect(html).not.toContain('<meta name="robots"')
  })

  test('an unknown company is a 404 page, noindex; a company whose jobs all ended lately is served, noindex', async ({ request, playwright, baseURL }) => {
    const unknown = await request.get('/companies/no-such-company-here', { headers: { Accept: 'text/html' } })
    expect(unknown.status()).toBe(404)
    const unknownHtml = await unknown.text()
    expect(unknownHtml).toContain('<title>Company Not Found | Nomad Jobs</title>')
    expect(unknownHtml).toContain('<meta name="robots" content="noindex"/>')

    const { stamp, companySlug } = await createCompanyJob(playwright, baseURL!, { name: 'Paused', title: 'Ended Role', status: 'expired' })
    const paused = await request.get(`/companies/${companySlug}`, { headers: { Accept: 'text/html' } })
    expect(paused.status()).toBe(200)
    const pausedHtml = await paused.text()
    expect(pausedHtml).toContain('<meta name="robots" content="noindex"/>')
    expect(pausedHtml).toContain(`Paused ${stamp} has no open jobs right now`)
  })
})
