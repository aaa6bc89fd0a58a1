import { describe, expect, it } from 'vitest'
import { conversionEvent, conversionTransactionId, isSuccessPage } from './conversion'

describe('conversion event', () => {
  it('recognises success pages by path, query or title', () => {
    expect(isSuccessPage('/payment-success', '', 'Thank You')).toBe(true)
    expect(isSuccessPage('/checkout', '?status=success', '')).toBe(true)
    expect(isSuccessPage('/x', '', 'Payment Success | Nomad Jobs')).toBe(true)
    expect(isSuccessPage('/blog', '', 'Nomad Blog')).toBe(false)
  })

  it('takes the transaction id from session_id, else the e-mail, else a timestamp', () => {
    expect(conversionTransactionId('?session_id=cs_1&email=a@b.c')).toBe('cs_1')
    expect(conversionTransactionId('?email=a@b.c')).toBe('a@b.c')
    expect(conversionTransactionId('', 1700000000000)).toBe('1700000000000')
  })

  it('sends 12.99 USD', () => {
    expect(conversionEvent('AW-1/abc', '?session_id=cs_2')).toEqual({ send_to: 'AW-1/abc', value: 12.99, currency: 'USD', transaction_id: 'cs_2' })
  })
})
