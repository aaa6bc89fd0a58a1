import { expect, test } from './support/test'
import type { SinkMessage } from '../support/smtpSinkHttp'

test('a visitor creates an alert from the search page, and confirms it from the e-mail', async ({ page, request }) => {
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

  let confirmation: SinkMessage | undefined
  await expect(async () => {
    const messages: SinkMessage[] = await (await request.get(`${sinkUrl}/messages`)).json()
    confirmation = messages.find((m) => m.to.includes(email))
    expect(confirmation).toBeTruthy()
  }).toPass({ timeout: 15_000 })
  const link = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(confirmation!.text)![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible()
  await expect(page.getByText('Remote full-time react jobs in Europe, weekly')).toBeVisible()

  // The same link again says it was used.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
})
