// @vitest-environment happy-dom
import { JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@web/lib/apiClient'
import { EMPTY_PICK } from '@web/lib/jobs/whoMayApplyText'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { emptyJobPostForm, type JobPostFormValues } from '../lib/formValues'
import { JobPostForm } from './JobPostForm'

const tiers = [{ tier: 'standard' as const, label: 'Standard', days: 30, priceCents: 4900, currency: 'usd' as const, description: 'Listed for 30 days.' }]
const categories = [{ id: 1, name: 'Software Development', slug: 'software-development', count: 3 }] as never

const filled: JobPostFormValues = {
  ...emptyJobPostForm(),
  company: { name: 'Acme', website: 'https://acme.example' },
  title: 'Backend Engineer',
  category: 'software-development',
  type: 'full-time',
  experienceLevel: 'senior',
  description: `<p>${'We build tools for remote teams and need someone to run our services. '.repeat(3)}</p>`,
  applyUrl: 'https://acme.example/jobs/1',
  salaryMin: 90000,
  salaryMax: 120000,
  locationText: 'Europe',
  contactEmail: 'hiring@acme.example',
}

function renderForm(props: Partial<Parameters<typeof JobPostForm>[0]> = {}) {
  const onSubmit = vi.fn(async (_values: JobPostFormValues, _pick: unknown) => {})
  renderWithProviders(
    <JobPostForm mode="create" initialValues={emptyJobPostForm()} initialPick={EMPTY_PICK} categories={categories} tiers={tiers} onSubmit={onSubmit} submitLabel="Continue to payment" busyLabel="Saving..." {...props} />,
  )
  return onSubmit
}

/** happy-dom does not show a select's value set before its options: choose them as a visitor would. */
async function chooseSelects(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Category'), 'software-development')
  await user.selectOptions(screen.getByLabelText('Job type'), 'full-time')
  await user.selectOptions(screen.getByLabelText('Experience level'), 'senior')
}

describe('JobPostForm', () => {
  it("shows the contract's message on each field of an empty form and sends nothing", async () => {
    const onSubmit = renderForm()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to payment' }))
    for (const message of [
      JOB_POST_MESSAGES.companyName,
      JOB_POST_MESSAGES.title,
      JOB_POST_MESSAGES.category,
      JOB_POST_MESSAGES.type,
      JOB_POST_MESSAGES.experienceLevel,
      JOB_POST_MESSAGES.descriptionShort,
      JOB_POST_MESSAGES.applyMissing,
      JOB_POST_MESSAGES.salaryMin,
      JOB_POST_MESSAGES.salaryMax,
      JOB_POST_MESSAGES.locationText,
      JOB_POST_MESSAGES.contactEmail,
    ]) {
      expect(await screen.findByText(message), message).toBeTruthy()
    }
    expect(screen.getByLabelText('Company name').getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("puts the server's per-field 400 on the fields it names", async () => {
    const body = { success: false, error: 'Bad Request', message: 'Please correct the marked fields.', fields: { 'company.website': JOB_POST_MESSAGES.companyWebsite, locationText: JOB_POST_MESSAGES.locationUnknown } }
    const onSubmit = renderForm({ initialValues: filled, initialPick: { ...EMPTY_PICK, regions: ['europe'] } })
    onSubmit.mockRejectedValueOnce(new ApiError(400, JSON.stringify(body)))
    const user = userEvent.setup()
    await chooseSelects(user)
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(onSubmit, screen.queryAllByRole('alert').map((e) => e.textContent).join(' | ')).toHaveBeenCalledTimes(1))
    expect(await screen.findByText(JOB_POST_MESSAGES.locationUnknown)).toBeTruthy()
    expect(screen.getByLabelText('Company website (optional)').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(JOB_POST_MESSAGES.companyWebsite)).toBeTruthy()
    expect(screen.getByText('Please correct the marked fields. Please check the marked fields.')).toBeTruthy()
  })

  it('writes the who-may-apply line from the picker and previews its badge', async () => {
    const onSubmit = renderForm({ initialValues: { ...filled, locationText: '' } })
    const user = userEvent.setup()
    await chooseSelects(user)
    await user.click(screen.getByLabelText('Anyone, anywhere'))
    await user.click(screen.getByLabelText('Only within working hours (a UTC-offset window)'))
    expect(screen.getByText('Posted as “Worldwide; UTC-1 to UTC+3”')).toBeTruthy()
    expect(screen.getAllByText('UTC-1 to UTC+3').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(onSubmit, screen.queryAllByRole('alert').map((e) => e.textContent).join(' | ')).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ locationText: 'Worldwide; UTC-1 to UTC+3', salaryMin: 90000 })
  })

  it('shows the salary as posted and in yearly US dollars', () => {
    renderForm({ initialValues: { ...filled, salaryMin: 4000, salaryMax: 5000, salaryCurrency: 'EUR', salaryPeriod: 'month' } })
    expect(screen.getByTestId('salary-summary').textContent).toContain('EUR 4,000 - 5,000 a month')
    expect(screen.getByTestId('salary-summary').textContent).toContain('USD 53.9k - 67.4k a year')
  })
})
