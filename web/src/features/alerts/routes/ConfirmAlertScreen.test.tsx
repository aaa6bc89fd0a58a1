// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import ConfirmAlertScreen from './ConfirmAlertScreen'

const confirmed = {
  success: true,
  message: 'Your alert is confirmed.',
  manageToken: '12.sig-nature',
  alert: {
    id: 12,
    email: 'ada@example.com',
    frequency: 'weekly',
    search: 'q=react&location=europe&type=full-time',
    title: 'Remote full-time react jobs in Europe',
    description: 'Remote full-time react jobs in Europe, weekly',
    confirmed: true,
    createdAt: '2026-11-24T06:00:00.000Z',
  },
}

function renderAt(url: string, answer: { status: number; body: unknown }) {
  stubFetch(() => Response.json(answer.body, { status: answer.status }))
  renderWithProviders(<ConfirmAlertScreen />, { url })
}

describe('ConfirmAlertScreen', () => {
  it("links the alert's manage page and its own search", async () => {
    renderAt('/alerts/confirm?token=abc', { status: 200, body: confirmed })
    expect(await screen.findByRole('heading', { name: 'Your alert is confirmed' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Manage or unsubscribe' }).getAttribute('href')).toBe('/alerts/manage?token=12.sig-nature')
    expect(screen.getByRole('link', { name: 'See matching jobs' }).getAttribute('href')).toBe('/search?q=react&location=europe&type=full-time')
  })

  it('offers the plain search when the link does not work', async () => {
    renderAt('/alerts/confirm?token=used', { status: 400, body: { success: false, message: 'This confirmation link is unknown or has already been used.' } })
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search remote jobs' }).getAttribute('href')).toBe('/search')
    expect(screen.queryByRole('link', { name: 'Manage or unsubscribe' })).toBeNull()
  })
})
