// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import { ReportJobControl } from './ReportJobControl'

function renderControl(answer = () => Response.json({ success: true, message: 'Thank you. We will look into this job.' }, { status: 201 })) {
  const calls: { url: string; body: unknown }[] = []
  stubFetch(({ url, body }) => {
    calls.push({ url, body })
    return answer()
  })
  renderWithProviders(<ReportJobControl slug="senior-react-developer-acme" />)
  return calls
}

/** Presses "Report this job" and waits for the dialog, whose code is a lazy chunk: on a busy machine its first load takes seconds. */
async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Report this job' }))
  await screen.findByRole('dialog', {}, { timeout: 15_000 })
}

describe('Report this job', () => {
  it('asks for a reason before sending anything', async () => {
    const calls = renderControl()
    await openDialog()
    await userEvent.click(await screen.findByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it("posts the reason, details and e-mail to the job's reports and shows the thanks", async () => {
    const calls = renderControl()
    await openDialog()
    await userEvent.click(await screen.findByRole('radio', { name: 'Scam or asks for payment' }))
    await userEvent.type(screen.getByLabelText('Details (optional)'), 'They asked for a laptop deposit.')
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Thank you. We will look into this job.')).toBeTruthy()
    expect(calls).toEqual([{ url: '/api/jobs/senior-react-developer-acme/reports', body: { reason: 'scam', details: 'They asked for a laptop deposit.', email: 'ada@example.com' } }])
  })

  it("shows the server's refusal above the button and keeps the form for another try", async () => {
    renderControl(() => Response.json({ success: false, message: 'Too many reports from you this hour.' }, { status: 429 }))
    await openDialog()
    await userEvent.click(await screen.findByRole('radio', { name: 'Duplicate' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Too many reports from you this hour.')
    expect(screen.getByRole('button', { name: 'Send report' })).toBeTruthy()
  })
})
