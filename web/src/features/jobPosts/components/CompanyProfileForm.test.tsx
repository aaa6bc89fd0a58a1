// @vitest-environment happy-dom
import { COMPANY_CLAIM_MESSAGES, type CompanyProfileFields } from '@cms/contract/companyClaims'
import { COMPANY_DESCRIPTION_MAX } from '@cms/contract/companyValues'
import { HTTP_URL_REQUIRED } from '@cms/contract/links'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@web/lib/apiClient'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { CompanyProfileForm } from './CompanyProfileForm'

const profile: CompanyProfileFields = { description: 'We make booking software.', size: '', website: 'https://acme.example', linkedin: '', x: '' }

function renderForm(onSubmit = vi.fn(async (_values: CompanyProfileFields) => {})) {
  renderWithProviders(<CompanyProfileForm initialValues={profile} domain="acme.example" onSubmit={onSubmit} />)
  return onSubmit
}

describe('CompanyProfileForm', () => {
  it("shows the contract's messages for links that are not http(s) and a description over the limit, and sends nothing", async () => {
    const onSubmit = renderForm()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('LinkedIn (optional)'), 'javascript:alert(1)')
    await user.type(screen.getByLabelText('X (optional)'), 'x.com/acme')
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(COMPANY_DESCRIPTION_MAX + 1) } })
    await user.click(screen.getByRole('button', { name: 'Save the profile' }))
    expect(await screen.findByText(COMPANY_CLAIM_MESSAGES.description)).toBeTruthy()
    expect(screen.getAllByText(HTTP_URL_REQUIRED)).toHaveLength(2)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("sends the profile and says it is saved; a server's per-field 400 lands on its field", async () => {
    const onSubmit = renderForm()
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Size'), '11-50')
    await user.click(screen.getByRole('button', { name: 'Save the profile' }))
    expect(await screen.findByText(COMPANY_CLAIM_MESSAGES.saved)).toBeTruthy()
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ...profile, size: '11-50' })

    const refused = COMPANY_CLAIM_MESSAGES.websiteDomain('acme.example')
    onSubmit.mockRejectedValueOnce(new ApiError(400, JSON.stringify({ success: false, error: 'Bad Request', message: refused, fields: { website: refused } })))
    await user.click(screen.getByRole('button', { name: 'Save the profile' }))
    expect((await screen.findAllByText(refused, { exact: false })).length).toBeGreaterThan(0)
    expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true')
  })
})
