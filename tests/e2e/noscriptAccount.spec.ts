/**
 * A job's Save and the profile without JavaScript (issue 44's walk): Save is a form that opens the sign-in page with
 * the job; signing in there (a plain form post) saves it and lands back on the job; /profile is then rendered by the
 * server with the account and its saved jobs (private, never kept), while a visitor without a session is asked to
 * sign in instead of watching a spinner that never stops.
 */
import { BASE_URL } from './support/baseUrl'
import { expect, test } from './support/test'

test.use({ javaScriptEnabled: false })
// Several pages and a sign-in: room for a busy two-core machine.
test.describe.configure({ timeout: 90_000 })

test('Save Job signs in and saves the job; /profile shows the account and its saved jobs', async ({ page, request, browser }) => {
  const email = `noscript-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.example`
  const password = 'Tallinn-Winter-2026'
  expect((await request.post('/api/auth/register', { headers: { Origin: BASE_URL }, data: { email, username: 'noscript', password } })).status()).toBe(201)
  const { jobs } = (await (await request.get('/api/jobs?limit=1')).json()) as { jobs: { slug: string; title: string }[] }
  const { slug, title } = jobs[0]!

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

  const profile = await page.goto('/profile')
  expect(profile!.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible()
  const main = page.locator('main')
  await expect(main.getByText(email, { exact: true }).first()).toBeVisible()
  await expect(main.getByText('Member Since', { exact: true }).first()).toBeVisible()
  const savedJob = page.getByRole('list', { name: 'Saved jobs' }).getByRole('link', { name: title, exact: true })
  await expect(savedJob).toBeVisible()
  await expect(page.locator('main [role="status"]:visible')).toHaveCount(0)
  // The tabs and forms need script: not shown as dead buttons.
  await expect(page.getByRole('tab', { name: 'Security' })).toBeHidden()
  await savedJob.click()
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`))

  // Every other page stays the anonymous one everyone gets: the account is on none of them.
  const search = await page.request.get('/search', { headers: { Origin: BASE_URL } })
  expect(await search.text()).not.toContain(email)

  // Without a session: what works without script, and a way to sign in, not a spinner.
  const signedOut = await browser.newContext({ javaScriptEnabled: false })
  try {
    const anonymous = await signedOut.newPage()
    await anonymous.goto(`${BASE_URL}/profile`)
    await expect(anonymous.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await expect(anonymous.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
    await expect(anonymous.getByText(email)).toHaveCount(0)
    await expect(anonymous.locator('main [role="status"]:visible')).toHaveCount(0)
  } finally {
    await signedOut.close()
  }
})
