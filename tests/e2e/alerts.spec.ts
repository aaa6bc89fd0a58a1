import { expect, test } from './support/test'
import { waitForMailTo, type SinkMessage } from '../support/smtpSinkHttp'
import { BASE_URL } from './support/baseUrl'

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`
const confirmPath = (mail: SinkMessage) => {
  const link = new URL(/https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(mail.text)![0])
  return link.pathname + link.search
}

test('a visitor creates an alert from the search page, and confirms it from the e-mail', async ({ page }) => {
  const sinkUrl = process.env.SMTP_SINK_URL
  test.skip(!sinkUrl, 'needs the SMTP sink that scripts/e2e.ts starts')
  const email = `alert-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`

  await page.goto('/search?q=react&location=europe&type=full-time')
  // Feed autodiscovery for the same search.
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feeds/jobs.rss?q=react&type=full-time&location=europe')
  await page.getByRole('button', { name: 'Get alerts for this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('How often').selectOption('weekly')
  await dialog.getByRole('button', { name: 'Create alert' }).click()
  await expect(dialog.getByRole('status')).toContainText('confirm')

  const confirmation = await waitForMailTo(sinkUrl!, email)
  await page.goto(confirmPath(confirmation))
  await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible()
  await expect(page.getByText('Remote full-time react jobs in Europe, weekly')).toBeVisible()
  // The way on is the alert's own search, and its manage page.
  await expect(page.getByRole('link', { name: 'See matching jobs' })).toHaveAttribute('href', '/search?q=react&location=europe&type=full-time')
  const manageHref = await page.getByRole('link', { name: 'Manage or unsubscribe' }).getAttribute('href')
  expect(confirmation.text).toContain(manageHref!)

  // The same link again says it was used.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()

  await page.goto(manageHref!)
  await expect(page.getByRole('heading', { name: 'Your job alert' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'How often' })).toHaveValue('weekly')
})

test('the dialog opened before the account has arrived stays open and takes the address when it comes', async ({ page }) => {
  const email = uniqueEmail('alert-early')
  const registered = await page.request.post('/api/auth/register', { headers: { Origin: BASE_URL }, data: { email, username: 'early', password: 'Lisbon-Sunset-2025' } })
  expect(registered.status()).toBe(201)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/auth/session', async (route) => {
    await held
    await route.continue()
  })

  await page.goto('/search?q=react')
  await page.getByRole('button', { name: 'Get alerts for this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' })
  await expect(dialog.getByLabel('E-mail')).toHaveValue('')
  release()
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email)
  await expect(dialog).toBeVisible()
})

test('a registered account confirms its first alert by mail, then manages its alerts on the profile with feedback', async ({ page }) => {
  const sinkUrl = process.env.SMTP_SINK_URL
  test.skip(!sinkUrl, 'needs the SMTP sink that scripts/e2e.ts starts')
  test.setTimeout(60_000)
  const email = uniqueEmail('alert-account')
  const registered = await page.request.post('/api/auth/register', { headers: { Origin: BASE_URL }, data: { email, username: 'alerter', password: 'Lisbon-Sunset-2025' } })
  expect(registered.status()).toBe(201)

  // Registration proves nothing: the first alert for the account's address waits for the mail's link.
  await page.goto('/search?q=react')
  await page.getByRole('button', { name: 'Get alerts for this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' })
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email)
  await dialog.getByRole('button', { name: 'Create alert' }).click()
  await expect(dialog.getByRole('status')).toContainText('confirm')
  await page.goto('/profile?tab=alerts')
  await expect(page.getByText("Your first alert is confirmed by a link we e-mail to your account's address.")).toBeVisible()

  const mail = await waitForMailTo(sinkUrl!, email)
  expect(mail.text).toContain('Confirming also confirms this address for that account')
  await page.goto(confirmPath(mail))
  await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible()

  await page.goto('/profile?tab=alerts')
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Remote react jobs' })
  await row.getByRole('combobox', { name: 'How often' }).selectOption('weekly')
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li').first()
  await expect(toast).toContainText('Alert updated')
  await expect(toast).toContainText('Remote react jobs: Weekly digest.')

  await row.getByRole('button', { name: 'Delete' }).click()
  const question = page.getByRole('alertdialog', { name: 'Delete this alert?' })
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Delete' }).click()
  await question.getByRole('button', { name: 'Delete alert' }).click()
  await expect(toast).toContainText('Alert deleted')
  await expect(page.getByText('No job alerts yet')).toBeVisible()
})
