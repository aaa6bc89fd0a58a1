// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'
import { ReportJobControl } from './ReportJobControl'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderControl(answer = () => json({ success: true, message: 'Thank you. We will look into this job.' }, 201)) {
  const calls: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: JSON.parse(String(init.body)) })
      return answer()
    }),
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportJobControl slug="senior-react-developer-acme" />
    </QueryClientProvider>,
  )
  return calls
}

describe('Report this job', () => {
  it('asks for a reason before sending anything', async () => {
    const calls = renderControl()
    await userEvent.click(screen.getByRole('button', { name: 'Report this job' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it("posts the reason, details and e-mail to the job's reports and shows the thanks", async () => {
    const calls = renderControl()
    await userEvent.click(screen.getByRole('button', { name: 'Report this job' }))
    await userEvent.click(await screen.findByRole('radio', { name: 'Scam or asks for payment' }))
    await userEvent.type(screen.getByLabelText('Details (optional)'), 'They asked for a laptop deposit.')
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Thank you. We will look into this job.')).toBeTruthy()
    expect(calls).toEqual([{ url: '/api/jobs/senior-react-developer-acme/reports', body: { reason: 'scam', details: 'They asked for a laptop deposit.', email: 'ada@example.com' } }])
  })

  it("shows the server's refusal above the button and keeps the form for another try", async () => {
    renderControl(() => json({ success: false, message: 'Too many reports from you this hour.' }, 429))
    await userEvent.click(screen.getByRole('button', { name: 'Report this job' }))
    await userEvent.click(await screen.findByRole('radio', { name: 'Duplicate' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Too many reports from you this hour.')
    expect(screen.getByRole('button', { name: 'Send report' })).toBeTruthy()
  })
})
