/**
 * A job's Save and the profile without JavaScript (issue 44's walk): Save is a form that opens the sign-in page with
 * the job; signing in there (a plain form post) saves it and lands back on the job; /profile then says what works
 * without script instead of a spinner that never stops.
 */
import { BASE_URL } from './support/baseUrl'
import { expect, test } from './support/test'

test.use({ javaScriptEnabled: false })
// Several pages and a sign-in: room for a busy two-core machine.
test.describe.configure({ timeout: 90_000 })

test('Save Job signs in and saves the job; /profile shows no endless spinner', async ({ page, request }) => {
  const email = `noscript-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.example`
  const password = 'Tallinn-Winter-2026'
  expect((await request.post('/api/auth/register', { headers: { Origin: BASE_URL }, data: { email, username: 'noscript', password } })).status()).toBe(201)
  const { jobs } = (await (await request.get('/api/jobs?limit=1')).json()) as { jobs: { slug: string }[] }
  const slug = jobs[0]!.slug

  await page.goto(`/jobs/${slug}`)
  await page.getByRole('button', { name: 'Save Job' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?save=${slug}$`))
  const form = page.locator('main form')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`))
  // Payload reads the session cookie only with an Origin, as a browser sends it.
  const session = await (await page.request.get('/api/auth/session', { headers: { Origin: BASE_URL } })).json()
  expect(session.user.savedJobs).toEqual([slug])

  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse jobs', exact: true })).toBeVisible()
  await expect(page.locator('main [role="status"]:visible')).toHaveCount(0)
})
