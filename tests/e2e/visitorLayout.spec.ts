/** What a visitor on a phone or a desktop runs into: where Apply and the jobs are, target sizes, toasts, feeds. */
import { expect, type Locator, test } from './support/test'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b).not.toBeNull()
  return b!
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('a job page on a phone shows Apply on the first screen and keeps it in view above the bottom navigation', async ({ page, request }) => {
  await page.setViewportSize(PHONE)
  // The first demo job: other specs' employer posts (short descriptions, paid Featured) may head the list.
  const { jobs } = (await (await request.get('/api/jobs?limit=20')).json()) as { jobs: { slug: string; externalId: string }[] }
  await page.goto(`/jobs/${jobs.find((job) => !job.externalId.startsWith('job-post-'))!.slug}`)
  const apply = page.getByTestId('apply-bar')
  const bottomBar = page.getByRole('navigation', { name: 'Mobile bar', exact: true })
  await expect(apply).toBeInViewport()
  expect(intersects(await box(apply), await box(bottomBar))).toBe(false)
  await page.mouse.wheel(0, 1500)
  await expect(page.getByTestId('floating-menu')).toBeVisible()
  await expect(apply).toBeInViewport()
  const a = await box(apply)
  expect(intersects(a, await box(bottomBar))).toBe(false)
  for (const button of await page.getByTestId('floating-menu').getByRole('button').all()) expect(intersects(a, await box(button))).toBe(false)
  await expect(apply).toHaveAttribute('href', /^https?:\/\//)
})

for (const path of ['/locations/europe', '/categories/development']) {
  test(`${path} on a phone shows its first job on the first screen`, async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(path)
    const first = page.getByTestId('job-card').first()
    await expect(first).toBeVisible()
    expect((await box(first)).y).toBeLessThan(PHONE.height * 0.75)
  })
}

test('links and tick boxes are at least 24 px tall (WCAG 2.2 target size)', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP)
  // The first demo job: other specs' employer posts (short descriptions, paid Featured) may head the list.
  const { jobs } = (await (await request.get('/api/jobs?limit=20')).json()) as { jobs: { slug: string; externalId: string }[] }
  await page.goto(`/jobs/${jobs.find((job) => !job.externalId.startsWith('job-post-'))!.slug}`)
  expect((await box(page.getByRole('link', { name: 'Back to Jobs' }))).height).toBeGreaterThanOrEqual(24)
  for (const link of await page.getByRole('contentinfo').getByRole('link').all()) expect((await box(link)).height).toBeGreaterThanOrEqual(24)

  await page.goto('/search')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  for (const label of ['Full-Time', 'Entry Level', '$150k+']) {
    const row = filters.locator('label').filter({ has: page.getByLabel(label) })
    expect((await box(row)).height).toBeGreaterThanOrEqual(24)
    expect((await box(filters.getByLabel(label))).height).toBeGreaterThanOrEqual(20)
  }
})

test('the signed-out Save toast links to sign-in and stays above the bottom navigation', async ({ page, request }) => {
  await page.setViewportSize(PHONE)
  // The first demo job: other specs' employer posts (short descriptions, paid Featured) may head the list.
  const { jobs } = (await (await request.get('/api/jobs?limit=20')).json()) as { jobs: { slug: string; externalId: string }[] }
  await page.goto(`/jobs/${jobs.find((job) => !job.externalId.startsWith('job-post-'))!.slug}`)
  await page.getByRole('button', { name: 'Save Job' }).click()
  const toast = page.locator('li').filter({ hasText: 'Sign in to save' })
  await expect(toast).toBeVisible()
  expect(intersects(await box(toast), await box(page.getByRole('navigation', { name: 'Mobile bar', exact: true })))).toBe(false)
  await toast.getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/login\?save=[a-z0-9-]+$/)
})

test("'Back to Top' is a round button no wider than the compass, so the pair covers little of the cards", async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/search')
  await page.mouse.wheel(0, 1500)
  const back = page.getByRole('button', { name: 'Back to Top' })
  await expect(back).toBeVisible()
  const compass = await box(page.getByRole('button', { name: 'Open quick actions' }))
  expect((await box(back)).width).toBeLessThanOrEqual(compass.width)
})

test('a list shows its RSS, Atom and JSON feeds as links and names them in the head', async ({ page }) => {
  await page.goto('/search?q=react&type=full-time')
  for (const [name, path, type] of [
    ['RSS', '/feeds/jobs.rss', 'application/rss+xml'],
    ['Atom', '/feeds/jobs.atom', 'application/atom+xml'],
    ['JSON Feed', '/feeds/jobs.json', 'application/feed+json'],
  ]) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', `${path}?q=react&type=full-time`)
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute('href', `${path}?q=react&type=full-time`)
  }
})
