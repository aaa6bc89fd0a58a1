import { expect, test } from './support/test'

const BASE_URL = process.env.BASE_URL || 'http://localhost:3000'
const DIR = '/tmp/shots-account'

for (const width of [390, 1280]) {
  test(`shots at ${width}`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/contact')
    await page.screenshot({ path: `${DIR}/contact-${width}.png`, fullPage: true })
    await page.locator('#contact-form').getByRole('button', { name: 'Send message' }).click()
    await page.locator('#contact-form').screenshot({ path: `${DIR}/contact-errors-${width}.png` })
    await page.goto('/contact?contact=sent#contact-form')
    await page.screenshot({ path: `${DIR}/contact-sent-${width}.png` })
    await page.goto('/contact?contact_error=Please%20write%20at%20least%2010%20characters.&name=Noor&email=noor%40e2e.example&topic=privacy#contact-form')
    await page.screenshot({ path: `${DIR}/contact-nojs-error-${width}.png` })

    const email = `shots-${width}-${Date.now()}@e2e.example`
    const password = 'Porto-Harbour-2026'
    expect((await request.post('/api/auth/register', { headers: { Origin: BASE_URL }, data: { email, username: 'shots', password, fullName: 'Shot Nomad' } })).status()).toBe(201)
    await page.goto(`/login?email=${encodeURIComponent(email)}`)
    await page.locator('main').getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await page.screenshot({ path: `${DIR}/profile-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: `${DIR}/profile-delete-dialog-${width}.png` })
    await dialog.getByLabel('Your password').fill('wrong-password')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await page.screenshot({ path: `${DIR}/profile-delete-error-${width}.png` })
    await dialog.getByLabel('Your password').fill(password)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(`${BASE_URL}/`)
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${DIR}/deleted-home-${width}.png` })
  })
}
