import { describe, expect, it } from 'vitest'
import type { Failure } from '@cms/domain/failure'
import { checkRequestShape, checkTokenRow, type DownloadRequest, type TokenRow } from './downloadTokens'

const TOKEN = 'a'.repeat(43)
const NOW = Date.parse('2026-01-10T12:00:00Z')
const request = (extra: Partial<DownloadRequest> = {}): DownloadRequest => ({ token: TOKEN, email: 'buyer@example.com', session: 'cs_test_1', ...extra })
const row = (extra: Partial<TokenRow> = {}): TokenRow => ({
  order_id: 9,
  token_expires_at: '2026-01-11T12:00:00Z',
  email: 'buyer@example.com',
  stripe_session_id: 'cs_test_1',
  status: 'paid',
  ...extra,
})

const refusal = (check: () => unknown) => {
  try {
    check()
  } catch (error) {
    return { kind: (error as Failure).kind, message: (error as Error).message }
  }
  throw new Error('expected a refusal')
}
const INVALID = 'This download link is not valid. Use the link from your purchase e-mail or the thank-you page.'

describe('checkRequestShape', () => {
  it('accepts 43 base64url characters with an e-mail and a session', () => {
    expect(() => checkRequestShape(request({ token: 'Az09-_'.padEnd(43, 'x') }))).not.toThrow()
  })

  it('refuses a token of another length or alphabet as not valid', () => {
    for (const token of ['a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, '']) {
      expect(refusal(() => checkRequestShape(request({ token })))).toEqual({ kind: 'forbidden', message: INVALID })
    }
  })

  it('asks for the session information when the e-mail or session is missing', () => {
    const missing = { kind: 'forbidden', message: 'Missing session information. Please try again.' }
    expect(refusal(() => checkRequestShape(request({ email: null })))).toEqual(missing)
    expect(refusal(() => checkRequestShape(request({ session: '' })))).toEqual(missing)
  })
})

describe('checkTokenRow', () => {
  it("gives the order's id for a paid order with a live link, the e-mail in any case and spacing", () => {
    expect(checkTokenRow(row(), request(), NOW)).toBe(9)
    expect(checkTokenRow(row(), request({ email: ' Buyer@Example.COM ' }), NOW)).toBe(9)
  })

  it('refuses an unknown token, another e-mail or another session alike, so none is told apart', () => {
    const invalid = { kind: 'forbidden', message: INVALID }
    expect(refusal(() => checkTokenRow(undefined, request(), NOW))).toEqual(invalid)
    expect(refusal(() => checkTokenRow(row(), request({ email: 'other@example.com' }), NOW))).toEqual(invalid)
    expect(refusal(() => checkTokenRow(row(), request({ session: 'cs_test_2' }), NOW))).toEqual(invalid)
  })

  it('says why a refunded or unpaid order has no download', () => {
    expect(refusal(() => checkTokenRow(row({ status: 'refunded' }), request(), NOW))).toEqual({ kind: 'forbidden', message: 'This purchase was refunded, so its download is no longer available.' })
    expect(refusal(() => checkTokenRow(row({ status: 'pending' }), request(), NOW))).toEqual({ kind: 'forbidden', message: 'This purchase has not been paid yet.' })
  })

  it('refuses a link at and after its expiry time', () => {
    const expired = { kind: 'forbidden', message: 'This download link has expired. Open the thank-you page again or contact support for a new link.' }
    expect(refusal(() => checkTokenRow(row({ token_expires_at: new Date(NOW) }), request(), NOW))).toEqual(expired)
    expect(refusal(() => checkTokenRow(row({ token_expires_at: '2026-01-01T00:00:00Z' }), request(), NOW))).toEqual(expired)
    expect(checkTokenRow(row({ token_expires_at: new Date(NOW + 1) }), request(), NOW)).toBe(9)
  })
})
