import { expect, test, type APIRequestContext, type Page } from './support/test'

/**
 * An anonymous visitor's console stays clean: no error message, no failed or erroring request, on every main page.
 * An expected state (signed out, no brand logo, payments off) is not an error, so the SPA does not ask what it
 * can know beforehand.
 */

interface ApiJob {
  slug: string
  company: { logo?: string | null; website?: string | null }
}

/** The first slug of a list call that answers a plain list or `{ [key]: list }`. */
async function firstSlug(request: APIRequestContext, path: string, key?: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as Array<{ slug: string }> | Record<string, Array<{ slug: string }>>
  const list = Array.isArray(body) ? body : body[key!]!
  return list[0]!.slug
}

/** A job page that would look a brand up (no logo of its own, a website): the case that logged two 404s. */
async function jobNeedingABrand(request: APIRequestContext): Promise<string> {
  const { jobs } = (await (await request.get('/api/jobs?limit=50&sort=newest')).json()) as { jobs: ApiJob[] }
  return (jobs.find((job) => !job.company.logo && job.company.website) ?? jobs[0]!).slug
}

/** Every console error and every request that failed or answered 4xx/5xx, as readable lines. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`))
  page.on('requestfailed', (request) => {
    // A navigation away (the static checkout page posting on) cancels what the old page still loaded.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`)
  })
  return problems
}

test('every main page keeps the console clean for an anonymous visitor', async ({ page, request }) => {
  test.setTimeout(240_000)
  // The machines that run this suite are offline: Stripe.js gets a stand-in, so only our own requests are judged.
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'window.Stripe = function () { return {} }' }),
  )
  // Company logos come from the boards' own hosts (remoteok.com, ...), which these machines cannot reach either.
  const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1' && url.hostname !== 'js.stripe.com',
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/png', body: PIXEL }) : route.continue()),
  )
  const problems = watchForProblems(page)
  const paths = [
    '/',
    '/search?q=developer',
    `/jobs/${await jobNeedingABrand(request)}`,
    '/categories',
    `/categories/${await firstSlug(request, '/api/categories')}`,
    '/locations',
    `/locations/${await firstSlug(request, '/api/locations')}`,
    '/keywords/remote-developer-jobs',
    '/sitemap',
    '/blog',
    `/blog/post/${await firstSlug(request, '/api/blog/posts', 'posts')}`,
    '/faq',
    '/digital-nomad-toolkit',
    '/career-paths',
    '/digital-nomad-guide',
    '/checkout',
    '/direct-checkout',
    '/login',
    '/register',
  ]
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect.soft(problems.splice(0), path).toEqual([])
  }
  // /buy-guide sends the browser on to the checkout page (a full page load), which asks a new buyer for the e-mail.
  await page.goto('/buy-guide', { waitUntil: 'commit' })
  await page.waitForURL('**/checkout.html')
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.waitForLoadState('networkidle')
  expect(problems, '/buy-guide').toEqual([])
})
