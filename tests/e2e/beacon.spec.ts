import pg from 'pg'
import { expect, test } from './support/test'

// Headless Chromium names itself HeadlessChrome, which the beacon rightly takes for a bot: browse as a person's Chrome.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' })

/** Today's (UTC) counts of a job, read where the server stored them (scripts/e2e.ts passes the address). */
async function countsOf(slug: string): Promise<{ views: number; apply_clicks: number }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ views: number; apply_clicks: number }>(
      `SELECT coalesce(sum(s.views), 0)::int AS views, coalesce(sum(s.apply_clicks), 0)::int AS apply_clicks
         FROM jobs j LEFT JOIN job_daily_stats s ON s.job_id = j.id AND s.day = (now() AT TIME ZONE 'UTC')::date WHERE j.slug = $1`,
      [slug],
    )
    return rows[0]!
  } finally {
    await client.end()
  }
}

test("an employer's job page counts one view when opened, and every Apply click", async ({ page, playwright, baseURL }) => {
  test.skip(!process.env.E2E_DATABASE_URL, 'needs the database address that scripts/e2e.ts passes')
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } })
  expect((await admin.post('/cms/api/users/login', { data: { email: 'admin@example.com', password: 'nomad-admin-2025' } })).ok()).toBe(true)
  const stamp = Date.now().toString(36)
  const company = (await (await admin.post('/cms/api/companies', { data: { name: `Counted ${stamp}`, slug: `counted-${stamp}` } })).json()).doc
  const slug = `counted-role-${stamp}`
  const created = await admin.post('/cms/api/jobs', {
    data: {
      title: `Counted Role ${stamp}`, slug, description: '<p>Employers see how often this is read.</p>', postedAt: new Date().toISOString(), type: 'contract',
      experienceLevel: 'mid', company: company.id, source: 'internal', externalId: `counted-${stamp}`, status: 'active', applyUrl: `https://apply.example/counted-${stamp}`,
    },
  })
  expect(created.ok()).toBe(true)
  await admin.dispose()

  const viewed = page.waitForResponse((response) => response.url().endsWith(`/api/jobs/${slug}/beacon`) && response.request().method() === 'POST')
  await page.goto(`/jobs/${slug}`)
  expect((await viewed).status()).toBe(204)
  await expect.poll(() => countsOf(slug)).toEqual({ views: 1, apply_clicks: 0 })

  // The Apply link opens the posting in a new tab (a reserved domain that never answers) and counts the click.
  const opened = page.context().waitForEvent('page')
  await page.getByTestId('apply-button').click()
  await (await opened).close()
  await expect.poll(() => countsOf(slug)).toEqual({ views: 1, apply_clicks: 1 })
})
