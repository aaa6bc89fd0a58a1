// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setSiteFeatures } from '@web/lib/siteFeatures'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import CheckoutScreen from './CheckoutScreen'

afterEach(() => sessionStorage.clear())

const renderCheckout = () => renderWithProviders(<CheckoutScreen />, { url: '/checkout', toasts: true })

async function buy(email: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email address'), email)
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
}

describe('/checkout when checkout cannot start', () => {
  it('without payments configured: says purchases are paused; trying anyway sends nothing and says Payment System Error, with no alternative', async () => {
    setSiteFeatures({ payments: false, brandLogos: false })
    const fetchMock = stubFetch()
    renderCheckout()
    expect(screen.getByText('Guide purchases are paused.')).toBeTruthy()
    await buy('nomad@example.com')

    expect(await screen.findByText('Payment System Error')).toBeTruthy()
    expect(screen.getByText("We couldn't connect to our payment system. Please try again.")).toBeTruthy()
    // Direct checkout would fail the same way: it is not offered while purchases are paused.
    expect(screen.queryByRole('link', { name: /Use direct checkout/ })).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
    // Direct checkout prefills the remembered e-mail.
    expect(sessionStorage.getItem('checkout-email')).toBe('nomad@example.com')
  })

  it('with payments configured but the call failing: the same error and the same alternative', async () => {
    setSiteFeatures({ payments: true, brandLogos: false })
    stubFetch(() => Response.json({ error: 'down', message: 'down' }, { status: 503 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderCheckout()
    await buy('nomad@example.com')

    expect(await screen.findByText('Payment System Error')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Use direct checkout/ })).toBeTruthy()
  })

  it('checks the e-mail first, with the spec toast and no alternative yet', async () => {
    setSiteFeatures({ payments: true, brandLogos: false })
    const fetchMock = stubFetch()
    renderCheckout()
    await buy('not-an-email')
    expect(await screen.findByText('Email Required')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Use direct checkout/ })).toBeNull()
    // Only Stripe.js's configuration was asked (payments are configured); no checkout was started.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/checkout/create-checkout-session')
  })
})
