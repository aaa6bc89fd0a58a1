// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { sentRequests, stubFetch } from '@web/test/stubFetch'
import { FREE_REVIEW_LABEL, JobPostReviewPanel } from './JobPostReviewPanel'

/** The setting's two calls in memory; `refusing` makes the save answer 400 with a message. */
function fakeApi({ paymentsConfigured = false, freeReviewWhilePaymentsOff = false, refusing = false } = {}) {
  let free = freeReviewWhilePaymentsOff
  const fetchMock = stubFetch(({ method, body }) => {
    if (method === 'GET') return Response.json({ freeReviewWhilePaymentsOff: free, paymentsConfigured })
    if (refusing) return Response.json({ success: false, message: 'Say true or false.' }, { status: 400 })
    free = (body as { freeReviewWhilePaymentsOff: boolean }).freeReviewWhilePaymentsOff
    const message = free ? 'Job posts may now go to review free while payments are off.' : 'Job posts now need a payment to go to review.'
    return Response.json({ success: true, message, freeReviewWhilePaymentsOff: free, paymentsConfigured })
  })
  return { writes: () => sentRequests(fetchMock).filter((call) => call.method !== 'GET') }
}

const renderPanel = () => renderWithProviders(<JobPostReviewPanel />, { toasts: true })

describe('JobPostReviewPanel', () => {
  it('says payments are not set up, turns free review on with the server answer as toast, and shows the switch on', async () => {
    const api = fakeApi()
    const user = userEvent.setup()
    renderPanel()
    expect(await screen.findByText('Payments are not set up')).toBeTruthy()
    const toggle = screen.getByRole('switch', { name: FREE_REVIEW_LABEL })
    expect(toggle.getAttribute('aria-checked')).toBe('false')

    await user.click(toggle)
    expect(await screen.findByText('Job posts may now go to review free while payments are off.')).toBeTruthy()
    expect(screen.getByRole('switch', { name: FREE_REVIEW_LABEL }).getAttribute('aria-checked')).toBe('true')
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/admin/job-post-review', body: { freeReviewWhilePaymentsOff: true } }])
  })

  it('says payments are set up and turns free review off', async () => {
    const api = fakeApi({ paymentsConfigured: true, freeReviewWhilePaymentsOff: true })
    const user = userEvent.setup()
    renderPanel()
    expect(await screen.findByText('Payments are set up.')).toBeTruthy()
    await user.click(screen.getByRole('switch', { name: FREE_REVIEW_LABEL }))
    expect(await screen.findByText('Job posts now need a payment to go to review.')).toBeTruthy()
    expect(screen.getByRole('switch', { name: FREE_REVIEW_LABEL }).getAttribute('aria-checked')).toBe('false')
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/admin/job-post-review', body: { freeReviewWhilePaymentsOff: false } }])
  })

  it("shows a refusal's message as toast and keeps the switch as it was", async () => {
    fakeApi({ refusing: true })
    const user = userEvent.setup()
    renderPanel()
    await user.click(await screen.findByRole('switch', { name: FREE_REVIEW_LABEL }))
    expect(await screen.findByText('Say true or false.')).toBeTruthy()
    expect(screen.getByRole('switch', { name: FREE_REVIEW_LABEL }).getAttribute('aria-checked')).toBe('false')
  })
})
