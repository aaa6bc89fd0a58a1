import AxeBuilder from '@axe-core/playwright'
import { BASE_URL } from './support/baseUrl'
import { signedInThroughApi } from './support/signedIn'
import { expect, test, type APIRequestContext } from './support/test'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

/**
 * The main pages of the audit; a job, a category and a company are looked up from the API. `request` is the
 * page's own, so a page that needs an account (profile, /admin) signs in on it first.
 */
const AUDITED_PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  search: async () => '/search?q=developer',
  job: async (request) => `/jobs/${((await (await request.get('/api/jobs?limit=1')).json()) as { jobs: { slug: string }[] }).jobs[0]!.slug}`,
  blog: async () => '/blog',
  'blog post': async () => '/blog/post/digital-nomad-packing-list-2025',
  category: async (request) => `/categories/${((await (await request.get('/api/categories')).json()) as { slug: string }[])[0]!.slug}`,
  login: async () => '/login',
  register: async () => '/register',
  toolkit: async () => '/digital-nomad-toolkit',
  'post a job': async () => '/post-a-job',
  guide: async () => '/digital-nomad-guide',
  faq: async () => '/faq',
  companies: async () => '/companies',
  company: async (request) => `/companies/${((await (await request.get('/api/companies')).json()) as { companies: { slug: string }[] }).companies[0]!.slug}`,
  profile: async (request) => {
    await signedInThroughApi(request, 'axe', 'Axe Auditor')
    return '/profile'
  },
  admin: async (request) => {
    expect((await request.post('/api/auth/login', { headers: { Origin: BASE_URL }, data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status()).toBe(200)
    return '/admin'
  },
}

// One test per page and width (32 in all), so each has its own budget: nine pages in one 120 s test timed out on a
// busy two-core machine. axe's pass over the long list pages at 1280 px alone ran past 60 s there with the unit
// tests beside it, so one page has 150 s.
for (const width of [390, 1280]) {
  for (const [name, pathOf] of Object.entries(AUDITED_PAGES)) {
    test(`axe finds no serious or critical violations on the ${name} page at ${width} px`, async ({ page }) => {
      test.setTimeout(150_000)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(await pathOf(page.request))
      await expect(page.locator('main h1').first()).toBeVisible()
      // What changes after hydration has arrived: the session (the header's placeholder gives way to Sign In).
      // Waiting for that element rather than for network idle, which a page's late beacon or ad script delays.
      await expect(page.locator('[aria-label="Loading account"]')).toHaveCount(0)
      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([])
    })
  }
}

for (const path of ['/digital-nomad-toolkit', '/faq']) {
  test(`${path}: the headings step down one level at a time`, async ({ page }) => {
    await page.goto(path)
    const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))
    expect(levels[0]).toBe(1)
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} then h${level}`] : []))
    expect(skips).toEqual([])
  })
}

test('the API reference (/api/docs) has no serious or critical violation, its copy buttons named', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/api/docs')
  // Scalar draws the reference after fetching the document: its sidebar's search box is there once it has.
  await expect(page.locator('.sidebar-search-placeholder')).toBeVisible({ timeout: 60_000 })
  // Scalar draws the code blocks' copy buttons as it renders; wait until they are there and named.
  await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeAttached()
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([])
})
