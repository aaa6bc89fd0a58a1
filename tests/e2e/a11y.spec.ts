import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

/** The main pages of the audit; a job and a category are looked up from the API. */
async function auditedPages(request: import('@playwright/test').APIRequestContext) {
  const jobs = await (await request.get('/api/jobs?limit=1')).json()
  const categories = await (await request.get('/api/categories')).json()
  const category = (Array.isArray(categories) ? categories : categories.categories)[0]
  return {
    home: '/',
    search: '/search?q=developer',
    job: `/jobs/${jobs.jobs[0].slug}`,
    'blog post': '/blog/post/digital-nomad-packing-list-2025',
    category: `/categories/${category.slug}`,
    login: '/login',
    register: '/register',
    toolkit: '/digital-nomad-toolkit',
    'post a job': '/post-a-job',
  }
}

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violations on the main pages at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const found: string[] = []
    for (const [name, path] of Object.entries(await auditedPages(request))) {
      await page.goto(path)
      await expect(page.locator('main h1').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(`${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
      }
    }
    expect(found).toEqual([])
  })
}
