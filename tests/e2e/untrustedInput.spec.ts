import { expect, test, type APIRequestContext } from './support/test'

/** The page as a crawler without JavaScript gets it. */
async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: { Accept: 'text/html' } })
  const html = await response.text()
  return {
    status: response.status(),
    html,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
  }
}

test("a visitor's $` $' and $& reach the page as text: a normal-size page, one document", async ({ request }) => {
  const keyword = await rawPage(request, `/keywords/u1${'%24%60'.repeat(100)}`)
  expect(keyword.html.length).toBeLessThan(500_000)
  expect(keyword.html.match(/<html/g)).toHaveLength(1)
  expect(keyword.status).toBe(404)
  expect(keyword.html).toContain(`No live jobs match “u1${'$`'.repeat(100)}” right now`)

  const search = await rawPage(request, "/search?q=zz$'")
  expect(search.status).toBe(200)
  expect(search.html.length).toBeLessThan(500_000)
  expect(search.html.match(/<html/g)).toHaveLength(1)
  expect(search.html).toContain('value="zz$&#x27;"')
})

test("the search box keeps a query with $' and the page hydrates without errors", async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto("/search?q=zz$'")
  await expect(page.getByRole('searchbox').first()).toHaveValue("zz$'")
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
})

test('addresses that are not valid percent-encoding answer 400, never a 500', async ({ request }) => {
  for (const path of ['/%FF/x', '/%', '/%80', '/jobs%', '/keywords/%E0%A4%A']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
  }
  // A percent sign that is encoded is an ordinary character.
  expect((await request.get('/keywords/100%25-remote', { maxRedirects: 0 })).status()).toBeLessThan(500)
})

test('a missing media file answers a JSON 404', async ({ request }) => {
  const response = await request.get('/cms/api/media/file/no-such-image.webp')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
})

test('a keyword page no job matches answers 404 with noindex and its own empty state', async ({ request, page }) => {
  const missing = await rawPage(request, '/keywords/visit-evil-example-com-for-free-money')
  expect(missing.status).toBe(404)
  expect(missing.robots).toBe('noindex')
  expect(missing.canonical).toBeNull()
  expect(missing.title).toBe('No Matching Jobs | Nomad Jobs')
  expect(missing.html).toContain('No live jobs match “visit evil example com for free money” right now')
  await page.goto('/keywords/visit-evil-example-com-for-free-money')
  await expect(page.getByRole('link', { name: 'Browse All Jobs' })).toBeVisible()

  const found = await rawPage(request, '/keywords/remote-react-developer-jobs')
  expect(found.status).toBe(200)
  expect(found.robots).not.toBe('noindex')

  // Every keyword page the lists link to (and the sitemap names) has jobs.
  const keywords = ((await (await request.get('/api/keywords/jobs?limit=50')).json()) as { jobs: { slug: string; count: number }[] }).jobs
  expect(keywords.every((entry) => entry.count > 0)).toBe(true)
})

test('answers that depend on a session or a token are private and never stored', async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } })
  expect((await admin.post('/cms/api/users/login', { data: { email: 'admin@example.com', password: 'nomad-admin-2025' } })).ok()).toBe(true)
  for (const path of ['/api/alerts', '/api/admin/api-config', '/cms/api/orders', '/api/saved-jobs']) {
    const response = await admin.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
  }
  await admin.dispose()
  const anonymous = await playwright.request.newContext({ baseURL })
  expect((await anonymous.get('/api/alerts/manage?token=not-a-token')).headers()['cache-control']).toBe('private, no-store')
  await anonymous.dispose()
})
