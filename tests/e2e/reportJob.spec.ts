/** "Report this job" on a job page, in the browser (issue 23): the dialog, its reason check and the thanks. */
import { REPORT_MESSAGES, REPORT_REASONS } from '@cms/contract/reports'
import { expect, test } from './support/test'

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test(`at ${viewport.width} px a visitor reports a job with a reason and details and is thanked`, async ({ page, request }) => {
    await page.setViewportSize(viewport)
    const { jobs } = (await (await request.get(`/api/jobs?sort=newest&page=${viewport.width === 390 ? 2 : 3}`)).json()) as { jobs: { slug: string }[] }
    await page.goto(`/jobs/${jobs[0]!.slug}`)
    await page.getByRole('button', { name: 'Report this job' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report this job' })
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(REPORT_MESSAGES.reasonRequired)

    await dialog.getByLabel(REPORT_REASONS['not-remote']).check()
    await dialog.getByLabel('Details (optional)').fill('The posting says three days a week in the Berlin office.')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByRole('status')).toHaveText(REPORT_MESSAGES.thanks)
    // One report hides nothing: the job page still answers.
    expect((await request.get(`/api/jobs/${jobs[0]!.slug}`)).status()).toBe(200)
  })
}
