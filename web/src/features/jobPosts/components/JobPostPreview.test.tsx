// @vitest-environment happy-dom
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { emptyJobPostForm } from '../lib/formValues'
import { previewJob } from '../lib/previewJob'
import { JobPostPreview } from './JobPostPreview'

const salaryFactOf = (page: HTMLElement) => within(page).getByText('Salary Range').parentElement!

describe("the preview of the post's job page", () => {
  it('leads with the salary as posted and labels the yearly US-dollar figure, as the job page does (issue 44, item 5)', () => {
    const values = { ...emptyJobPostForm('standard'), salaryMin: 40, salaryMax: 55, salaryCurrency: 'EUR' as const, salaryPeriod: 'hour' as const }
    const { getByTestId } = renderWithProviders(<JobPostPreview job={previewJob(values, null, null)} descriptionHtml="" />)
    const [posted, note] = within(salaryFactOf(getByTestId('post-preview-page'))).getAllByRole('definition')
    expect(posted!.textContent).toBe('€40 - 55 an hour')
    expect(note!.textContent).toMatch(/^about \$\d+(\.\d)?k - \d+(\.\d)?k a year$/)
  })

  it('shows a yearly US-dollar salary once, in the spec\'s words, and "Not specified" without one', () => {
    const yearly = { ...emptyJobPostForm('standard'), salaryMin: 90000, salaryMax: 120000, salaryCurrency: 'USD' as const, salaryPeriod: 'year' as const }
    const shown = renderWithProviders(<JobPostPreview job={previewJob(yearly, null, null)} descriptionHtml="" />)
    expect(within(salaryFactOf(shown.getByTestId('post-preview-page'))).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['90k - 120k'])
    shown.unmount()
    const none = renderWithProviders(<JobPostPreview job={previewJob(emptyJobPostForm('standard'), null, null)} descriptionHtml="" />)
    expect(within(salaryFactOf(none.getByTestId('post-preview-page'))).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['Not specified'])
  })
})
