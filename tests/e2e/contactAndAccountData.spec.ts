import fs from 'node:fs/promises'
import { CONTACT_MESSAGES } from '@cms/contract/contactValues'
import { ACCOUNT_DATA_MESSAGES } from '@cms/contract/accountDataValues'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { waitForMailTo } from '../support/smtpSinkHttp'
import { BASE_URL } from './support/baseUrl'

// No SUPPORT_EMAIL in the e2e run: messages go to the first admin, the seeded one.
const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const origin = { Origin: BASE_URL }
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

async function fillContactForm(page: Page, { name, email, message }: { name: string; email: string; message: string }) {
  const form = page.locator('#contact-form')
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Topic').selectOption({ label: 'Guide purchase or refund' })
  await form.getByLabel('Message').fill(message)
}

test('contact: the form sits under the editors\' text, checks its fields, sends, and staff get the message', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  const form = page.locator('#contact-form')
  await expect(form.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  // The editors' text comes first.
  const [textTop, formTop] = await Promise.all([page.locator('article p').first().boundingBox(), form.boundingBox()])
  expect(textTop!.y).toBeLessThan(formTop!.y)

  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible()
  await expect(form.getByText(CONTACT_MESSAGES.invalidEmail)).toBeVisible()
  await expect(form.getByText(CONTACT_MESSAGES.topicRequired)).toBeVisible()
  await expect(form.getByText(CONTACT_MESSAGES.messageTooShort)).toBeVisible()

  const tag = unique()
  const message = `My guide download link expired (order ${tag}).`
  await fillContactForm(page, { name: 'Ana Lima', email: `ana-${tag}@e2e.example`, message })
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('status')).toHaveText(CONTACT_MESSAGES.sent)
  const mail = await waitForMailTo(process.env.SMTP_SINK_URL!, ADMIN_EMAIL, (text) => text.includes(message))
  expect(mail.subject).toBe(`[Contact] Guide purchase or refund from Ana Lima <ana-${tag}@e2e.example>`)
})

test.describe('contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, and the page says it was sent', async ({ page }) => {
    await page.goto('/contact')
    const tag = unique()
    const message = `Please delete my newsletter address (${tag}).`
    await fillContactForm(page, { name: 'Noor', email: `noor-${tag}@e2e.example`, message })
    await page.locator('#contact-form').getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/contact\?contact=sent#contact-form$/)
    await expect(page.locator('#contact-form').getByRole('status')).toHaveText(CONTACT_MESSAGES.sent)
    await waitForMailTo(process.env.SMTP_SINK_URL!, ADMIN_EMAIL, (text) => text.includes(message))
  })

  test('a refused post comes back to the form with the error and what was typed', async ({ page, request }) => {
    const tag = unique()
    const refused = await request.post('/api/contact/form', { headers: origin, form: { name: 'Noor', email: `noor-${tag}@e2e.example`, topic: 'privacy', message: 'Hi' }, maxRedirects: 0 })
    expect(refused.status()).toBe(303)
    await page.goto(refused.headers().location!)
    const form = page.locator('#contact-form')
    await expect(form.getByRole('alert')).toHaveText(CONTACT_MESSAGES.messageTooShort)
    await expect(form.getByLabel('Your name')).toHaveValue('Noor')
    await expect(form.getByLabel('E-mail')).toHaveValue(`noor-${tag}@e2e.example`)
    await expect(form.getByLabel('Topic')).toHaveValue('privacy')
  })
})

async function signedInUser(page: Page, request: APIRequestContext) {
  const email = `leaving-${unique()}@e2e.example`
  const password = 'Porto-Harbour-2026'
  expect((await request.post('/api/auth/register', { headers: origin, data: { email, username: 'leaving', password, fullName: 'Leaving Nomad' } })).status()).toBe(201)
  await page.goto(`/login?email=${encodeURIComponent(email)}`)
  await page.locator('main').getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  return { email, password }
}

test('profile: Download my data saves a JSON file of the account; Delete my account asks for the password, then signs out and goes home', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { email, password } = await signedInUser(page, request)
  const yourData = page.getByRole('region', { name: 'Your data' })

  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('link', { name: 'Download my data' }).click()])
  expect(download.suggestedFilename()).toMatch(/^nomad-jobs-account-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8'))
  expect(exported.account).toMatchObject({ email, fullName: 'Leaving Nomad' })
  expect(JSON.stringify(exported)).not.toContain(password)

  await yourData.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await expect(dialog).toContainText('Records of guide purchases are kept for accounting')
  await dialog.getByLabel('Your password').fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(ACCOUNT_DATA_MESSAGES.wrongPassword)

  await dialog.getByLabel('Your password').fill(password)
  await dialog.getByLabel('Also unsubscribe me from the newsletter').check()
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(`${BASE_URL}/`)
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li').first()
  await expect(toast).toContainText('Account deleted')
  await expect(toast).toContainText(ACCOUNT_DATA_MESSAGES.deleted)
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()

  const signIn = await request.post('/api/auth/login', { headers: origin, data: { email, password } })
  expect(signIn.status()).toBe(401)
})
