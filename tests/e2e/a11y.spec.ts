import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from './support/test'

/** The main pages of the audit; a job and a category are looked up from the API. */
const AUDITED_PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  search: async () => '/search?q=developer',
  job: async (request) => `/jobs/${((await (await request.get('/api/jobs?limit=1')).json()) as { jobs: { slug: string }[] }).jobs[0]!.slug}`,
  'blog post': async () => '/blog/post/digital-nomad-packing-list-2025',
  category: async (request) => `/categories/${((await (await request.get('/api/categories')).json()) as { slug: string }[])[0]!.slug}`,
  login: async () => '/login',
  register: async () => '/register',
  toolkit: async () => '/digital-nomad-toolkit',
  'post a job': async () => '/post-a-job',
}

// One test per page and width (18 in all), so each has its own budget: nine pages in one 120 s test timed out on a
// busy two-core machine. 60 s for one page is several times what it takes there.
for (const width of [390, 1280]) {
  for (const [name, pathOf] of Object.entries(AUDITED_PAGES)) {
    test(`axe finds no serious or critical violations on the ${name} page at ${width} px`, async ({ page, request }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(await pathOf(request))
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
