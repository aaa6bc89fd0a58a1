// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import GuideManagementScreen from './GuideManagementScreen'

describe('/admin/guide upload', () => {
  it('says under the field that a PNG is not accepted because the guide must be a PDF, and keeps the button off', async () => {
    stubFetch()
    renderWithProviders(<GuideManagementScreen />, { url: '/admin/guide' })
    // As a browser does when the file dialog is set to "All files": the input's accept list is a hint only.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByLabelText('Guide PDF'), new File(['png'], 'cover.png', { type: 'image/png' }))

    const refusal = await screen.findByRole('alert')
    expect(refusal.textContent).toBe('cover.png is not accepted. The guide must be a PDF file.')
    expect(screen.getByLabelText('Guide PDF').getAttribute('aria-describedby')).toBe(refusal.id)
    expect(screen.getByRole('button', { name: 'Upload Guide' }).hasAttribute('disabled')).toBe(true)

    await user.upload(screen.getByLabelText('Guide PDF'), new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Upload Guide' }).hasAttribute('disabled')).toBe(false)
  })
})
