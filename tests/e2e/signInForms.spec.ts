/**
 * Signing in and registering post their forms (never a GET with the password in the address), with or without
 * JavaScript; a sign-in started from a job's Save comes back to that job, saved; the home hero searches.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { BASE_URL } from './support/baseUrl'

const origin = { Origin: BASE_URL }
const PASSWORD = 'Porto-Harbour-2026'
// The spec's lines (cms/contract/accounts.ts MSG; that module's country data cannot load in Playwright's runner).
const MSG = { loginFailed: 'Login failed. Please check your credentials.', mismatch: "Passwords don't match" }
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.example`

async function registered(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('form')
  expect((await request.post('/api/auth/register', { headers: origin, data: { email, username: 'formnomad', password: PASSWORD } })).status()).toBe(201)
  return email
}

async function firstJobSlug(request: APIRequestContext): Promise<string> {
  const { jobs } = (await (await request.get('/api/search?sort=newest&limit=1')).json()) as { jobs: { slug: string }[] }
  return jobs[0]!.slug
}

/** The signed-in user as the page's own cookies show it. */
async function sessionUser(page: Page): Promise<{ email: string; savedJobs: string[] } | null> {
  const response = await page.request.get('/api/auth/session', { headers: origin })
  return response.ok() ? ((await response.json()) as { user: { email: string; savedJobs: string[] } }).user : null
}

// Each journey loads several pages: room for a busy two-core machine.
test.describe.configure({ timeout: 90_000 })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/login posts the form: signed in at /profile, and the password never reaches an address', async ({ page, request }) => {
    const email = await registered(request)
    const addresses: string[] = []
    page.on('request', (sent) => addresses.push(sent.url()))
    await page.goto('/login')
    const form = page.locator('main form')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password').fill('not-the-password')
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/login\?/)
    await expect(page.getByRole('alert')).toHaveText(MSG.loginFailed)
    await expect(form.getByLabel('Email')).toHaveValue(email)

    await form.getByLabel('Password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    expect((await sessionUser(page))?.email).toBe(email)
    expect(addresses.filter((url) => url.includes('password') || url.includes(PASSWORD))).toEqual([])
  })

  test('/register posts the form: the account is made and signed in at /profile; a mismatch comes back with its message', async ({ page }) => {
    const email = uniqueEmail('noscript-register')
    await page.goto('/register')
    const form = page.locator('main form')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Username').fill('noscriptnomad')
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await form.getByLabel('Confirm Password').fill('something-else')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/register\?/)
    await expect(page.getByRole('alert')).toHaveText(MSG.mismatch)

    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Username').fill('noscriptnomad')
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await form.getByLabel('Confirm Password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    expect((await sessionUser(page))?.email).toBe(email)
  })

  test('the home hero searches: its words go to /search?q=', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('search', { name: 'Search remote jobs' })
    await hero.getByRole('searchbox').fill('developer')
    await hero.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=developer$/)
    await expect(page.getByRole('heading', { level: 1, name: 'developer Remote Jobs' })).toBeVisible()
  })

  test('sign-in started from Save (?save=) comes back to the job, saved', async ({ page, request }) => {
    const email = await registered(request)
    const slug = await firstJobSlug(request)
    await page.goto(`/login?save=${slug}`)
    const form = page.locator('main form')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password').fill(PASSWORD)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`))
    expect((await sessionUser(page))?.savedJobs).toEqual([slug])
  })
})

test('Save while signed out: sign in from its toast, and land back on the job, saved', async ({ page, request }) => {
  const email = await registered(request)
  const slug = await firstJobSlug(request)
  await page.goto(`/jobs/${slug}`)
  await page.getByRole('button', { name: 'Save Job' }).click()
  await page.getByRole('region', { name: /Notifications/ }).getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?save=${slug}$`), { timeout: 30_000 })
  // The address changes before the new screen is drawn: wait for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  const form = page.locator('main form')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`), { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
  expect((await sessionUser(page))?.savedJobs).toEqual([slug])
})

test('Save while signed out, then Register instead: the new account lands back on the job, saved', async ({ page, request }) => {
  const slug = await firstJobSlug(request)
  await page.goto(`/login?save=${slug}`)
  await page.locator('main').getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL(new RegExp(`/register\\?save=${slug}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible()
  const form = page.locator('main form')
  await form.getByLabel('Email').fill(uniqueEmail('save-register'))
  await form.getByLabel('Username').fill('savenomad')
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await form.getByLabel('Confirm Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}$`), { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
})
