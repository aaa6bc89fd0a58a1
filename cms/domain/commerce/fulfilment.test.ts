import { describe, expect, it } from 'vitest'
import { factsFromSession } from './fulfilment'

describe('factsFromSession', () => {
  it('reads the facts of a paid session', () => {
    expect(
      factsFromSession({
        id: 'cs_1',
        payment_status: 'paid',
        customer_details: { email: 'buyer@example.com' },
        customer_email: 'typed@example.com',
        amount_total: 1299,
        currency: 'usd',
        payment_intent: 'pi_1',
        metadata: { product: 'guide' },
      }),
    ).toEqual({
      sessionId: 'cs_1',
      email: 'buyer@example.com',
      paid: true,
      amountTotal: 1299,
      currency: 'usd',
      paymentIntentId: 'pi_1',
      product: 'guide',
    })
  })

  it('counts a session that needed no payment as paid, and any other status as not', () => {
    expect(factsFromSession({ id: 'cs', payment_status: 'no_payment_required' }).paid).toBe(true)
    expect(factsFromSession({ id: 'cs', payment_status: 'unpaid' }).paid).toBe(false)
    expect(factsFromSession({ id: 'cs' }).paid).toBe(false)
  })

  it('falls back to the typed e-mail, and takes the id of an expanded payment intent', () => {
    const facts = factsFromSession({
      id: 'cs',
      customer_details: { email: '' },
      customer_email: 'typed@example.com',
      payment_intent: { id: 'pi_2' },
    })
    expect(facts.email).toBe('typed@example.com')
    expect(facts.paymentIntentId).toBe('pi_2')
  })

  it('gives null for everything a bare session lacks', () => {
    expect(factsFromSession({ id: 'cs' })).toEqual({
      sessionId: 'cs',
      email: null,
      paid: false,
      amountTotal: null,
      currency: null,
      paymentIntentId: null,
      product: null,
    })
  })
})
