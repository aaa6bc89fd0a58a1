// @vitest-environment happy-dom
import type { Alert } from '@cms/contract/alerts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { sentRequests, stubFetch } from '@web/test/stubFetch'
import { AlertsTab } from './AlertsTab'

const reactAlert: Alert = {
  id: 7,
  email: 'ada@example.com',
  frequency: 'daily',
  search: 'q=react&location=europe',
  title: 'Remote react jobs in Europe',
  description: 'Remote react jobs in Europe, daily',
  confirmed: true,
  createdAt: '2026-11-24T06:00:00.000Z',
}

/** The alert calls of one signed-in account, in memory; `failing` makes PATCH and DELETE answer 500. */
function fakeApi({ emailConfirmed = true, failing = false } = {}) {
  let alerts = emailConfirmed ? [reactAlert] : []
  const fetchMock = stubFetch(({ method, url, body }) => {
    if (url === '/api/alerts' && method === 'GET') return Response.json({ alerts, emailConfirmed })
    if (failing) return Response.json({ success: false, message: 'The server is busy.' }, { status: 500 })
    const id = Number(url.split('/').at(-1))
    if (method === 'PATCH') {
      const { frequency } = body as Pick<Alert, 'frequency'>
      alerts = alerts.map((alert) => (alert.id === id ? { ...alert, frequency } : alert))
      return Response.json({ success: true, message: 'Your alert is updated.', alert: alerts.find((alert) => alert.id === id) })
    }
    alerts = alerts.filter((alert) => alert.id !== id)
    return Response.json({ success: true, message: 'The alert is deleted. You will not receive any more e-mails for it.' })
  })
  return { writes: () => sentRequests(fetchMock).filter((call) => call.method !== 'GET') }
}

const renderTab = () => renderWithProviders(<AlertsTab />, { toasts: true })

describe('AlertsTab', () => {
  it('says in a toast that the frequency changed', async () => {
    const api = fakeApi()
    const user = userEvent.setup()
    renderTab()
    await user.selectOptions(await screen.findByLabelText('How often'), 'weekly')
    expect(await screen.findByText('Alert updated')).toBeTruthy()
    expect(screen.getByText('Remote react jobs in Europe: Weekly digest.')).toBeTruthy()
    expect(api.writes()).toEqual([{ method: 'PATCH', url: '/api/alerts/7', body: { frequency: 'weekly' } }])
  })

  it('says in a toast when a change fails', async () => {
    fakeApi({ failing: true })
    const user = userEvent.setup()
    renderTab()
    await user.selectOptions(await screen.findByLabelText('How often'), 'instant')
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    expect(screen.getByText('The server is busy.')).toBeTruthy()
  })

  it('asks before deleting: Cancel keeps the alert, confirming deletes it and says so', async () => {
    const api = fakeApi()
    const user = userEvent.setup()
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    const question = await screen.findByRole('alertdialog', { name: 'Delete this alert?' })
    expect(within(question).getByText('Remote react jobs in Europe: you will not receive any more e-mails for it.')).toBeTruthy()
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(api.writes()).toEqual([])
    expect(screen.getByText('Remote react jobs in Europe')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete alert' }))
    expect(await screen.findByText('Alert deleted')).toBeTruthy()
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/alerts/7', body: undefined }])
    expect(await screen.findByText('No job alerts yet')).toBeTruthy()
  })

  it('tells an account whose address is not confirmed yet why no alerts are listed', async () => {
    fakeApi({ emailConfirmed: false })
    renderTab()
    expect(await screen.findByText('Your alerts show here once your address is confirmed')).toBeTruthy()
    expect(screen.queryByText('No job alerts yet')).toBeNull()
    expect(screen.getByText(/Your first alert is confirmed by a link we e-mail to your account's address/)).toBeTruthy()
  })
})
