import { describe, expect, it } from 'vitest'
import { createPreviewToken, PREVIEW_TTL_MS, verifyPreviewToken } from './previewToken'

describe('post preview tokens', () => {
  const now = Date.UTC(2026, 0, 1)

  it('accept the slug they were made for until they expire', () => {
    const token = createPreviewToken('secret', 'packing-list', now)
    expect(verifyPreviewToken('secret', 'packing-list', token, now + 1000)).toBe(true)
    expect(verifyPreviewToken('secret', 'packing-list', token, now + PREVIEW_TTL_MS + 1)).toBe(false)
  })

  it('reject another slug, another secret and tampered expiries', () => {
    const token = createPreviewToken('secret', 'packing-list', now)
    expect(verifyPreviewToken('secret', 'other-post', token, now)).toBe(false)
    expect(verifyPreviewToken('other-secret', 'packing-list', token, now)).toBe(false)
    const [, sig] = token.split('.')
    expect(verifyPreviewToken('secret', 'packing-list', `${now + 10 * PREVIEW_TTL_MS}.${sig}`, now)).toBe(false)
    expect(verifyPreviewToken('secret', 'packing-list', 'garbage', now)).toBe(false)
  })
})
