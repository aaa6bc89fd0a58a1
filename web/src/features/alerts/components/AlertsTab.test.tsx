// @vitest-environment happy-dom
import type { Alert } from '@cms/contract/alerts'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'
import { Toaster } from '@web/components/ui/Toaster'
import { AlertsTab } from './AlertsTab'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The alert calls of one signed-in account, in memory; `failing` makes PATCH and DELETE answer 500. */
function fakeApi({ emailConfirmed = true, failing = false } = {}) {
  let alerts = emailConfirmed ? [reactAlert] : []
  const calls: { method: string; url: string; body?: unknown }[] = []
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (url === '/api/alerts' && method === 'GET') return json({ alerts, emailConfirmed })
    if (failing) return json({ success: false, message: 'The server is busy.' }, 500)
    const id = Number(url.split('/').at(-1))
    if (method === 'PATCH') {
      alerts = alerts.map((alert) => (alert.id === id ? { ...alert, frequency: JSON.parse(String(init.body)).frequency } : alert))
      return json({ success: true, message: 'Your alert is updated.', alert: alerts.find((alert) => alert.id === id) })
    }
    alerts = alerts.filter((alert) => alert.id !== id)
    return json({ success: true, message: 'The alert is deleted. You will not receive any more e-mails for it.' })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { writes: () => calls.filter((call) => call.method !== 'GET') }
}

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AlertsTab />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

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
    expect(await screen.findByText('No job alerts yet')).toBeTruthy()
    expect(screen.getByText(/Your first alert is confirmed by a link we e-mail to your account's address/)).toBeTruthy()
  })
})
