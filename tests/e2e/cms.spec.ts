import { expect, test } from './support/test'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

test('/cms shows Payload login and the seeded admin can sign in', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await page.locator('#field-email').fill(ADMIN_EMAIL)
  await page.locator('#field-password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Jobs', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Posts', exact: true }).first()).toBeVisible()
})
