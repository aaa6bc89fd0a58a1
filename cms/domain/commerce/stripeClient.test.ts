import Stripe from 'stripe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Failure } from '@cms/domain/failure'
import { getStripe, isStripeNotFound, PAYMENTS_NOT_CONFIGURED, paymentProviderError } from './stripeClient'

afterEach(() => vi.unstubAllEnvs())

describe('getStripe', () => {
  it('is a 503 naming the settings when no secret key is set', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    expect(() => getStripe()).toThrow(PAYMENTS_NOT_CONFIGURED)
    try {
      getStripe()
    } catch (error) {
      expect((error as Failure).kind).toBe('unavailable')
    }
  })

  it('keeps one client per key and API base, and makes a new one when either changes', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_a')
    vi.stubEnv('STRIPE_API_BASE', '')
    const first = getStripe()
    expect(getStripe()).toBe(first)
    vi.stubEnv('STRIPE_API_BASE', 'http://127.0.0.1:12111')
    const local = getStripe()
    expect(local).not.toBe(first)
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_b')
    expect(getStripe()).not.toBe(local)
  })
})

describe('paymentProviderError', () => {
  it("turns a Stripe failure into a 502 in the screens' wording", () => {
    const error = paymentProviderError(new Error('socket hang up'))
    expect(error.kind).toBe('upstream-failed')
    expect(error.message).toBe("We couldn't connect to our payment system. Please try again.")
  })

  it('passes our own Failure on unchanged', () => {
    const ours = new Failure('unavailable', PAYMENTS_NOT_CONFIGURED)
    expect(paymentProviderError(ours)).toBe(ours)
  })
})

describe('isStripeNotFound', () => {
  it('recognises a 404 or a missing resource from Stripe only', () => {
    expect(
      isStripeNotFound(
        new Stripe.errors.StripeInvalidRequestError({
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such session',
        }),
      ),
    ).toBe(true)
    expect(
      isStripeNotFound(
        new Stripe.errors.StripeInvalidRequestError({
          type: 'invalid_request_error',
          statusCode: 404,
          message: 'Not found',
        }),
      ),
    ).toBe(true)
    expect(
      isStripeNotFound(
        new Stripe.errors.StripeInvalidRequestError({
          type: 'invalid_request_error',
          statusCode: 400,
          code: 'parameter_invalid',
          message: 'Bad',
        }),
      ),
    ).toBe(false)
    expect(isStripeNotFound(Object.assign(new Error('x'), { statusCode: 404 }))).toBe(false)
  })
})
