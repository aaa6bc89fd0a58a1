import { describe, expect, it } from 'vitest'
import { checkoutOutcome } from './checkoutOutcome'

describe('checkoutOutcome', () => {
  it('redirects to the url when there is one', () => {
    expect(checkoutOutcome({ success: true, url: 'https://checkout.stripe.com/c/pay/cs_1', sessionId: 'cs_1' })).toEqual({ kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_1' })
  })
  it('falls back to the session id without a url', () => {
    expect(checkoutOutcome({ success: true, url: null, sessionId: 'cs_1' })).toEqual({ kind: 'stripe-session', sessionId: 'cs_1' })
  })
  it('is an error for success false, neither field, or no body', () => {
    expect(checkoutOutcome({ success: false, url: 'x', sessionId: 'y' })).toEqual({ kind: 'error' })
    expect(checkoutOutcome({ success: true, url: null, sessionId: '' })).toEqual({ kind: 'error' })
    expect(checkoutOutcome(null)).toEqual({ kind: 'error' })
  })
})
