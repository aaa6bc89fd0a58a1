// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import PaymentSuccessScreen from './PaymentSuccessScreen'

const renderAt = (url: string) => renderWithProviders(<PaymentSuccessScreen />, { url })

describe('/payment-success', () => {
  it('without its query fields shows one honest state: missing information, no thanks and no download', () => {
    const fetchMock = stubFetch()
    renderAt('/payment-success')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Missing information')
    expect(screen.getByRole('alert').textContent).toBe('Some information about your purchase is missing. Please contact support.')
    expect(screen.queryByText('Thank You for Your Purchase!')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('with them, confirms the purchase and offers the download once paid', async () => {
    stubFetch(() => Response.json({ success: true, status: 'paid', downloadUrl: '/api/guide/download/x.pdf' }))
    renderAt('/payment-success?session_id=cs_test_abc&email=nomad%40example.com')
    expect(await screen.findByRole('heading', { name: 'Thank You for Your Purchase!' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download Guide' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
