import { describe, expect, it } from 'vitest'
import { scrubExample } from './scrubExample'

describe('a recorded example made fit to publish', () => {
  it('replaces secrets, moves e-mail addresses and local servers to example.com, and keeps ids and slugs', () => {
    const answer = {
      id: 42,
      slug: 'senior-react-developer-acme',
      token: 'k3Jd9-secret-value',
      user: { email: 'contract-1764412345678-ab12cd@test.example', fullName: 'Contract Person' },
      newPassword: 'contract-horse-battery',
      sessionId: 'cs_test_5y2EQQGZjtmBlT9u',
      session_id: 'opaque123',
      url: 'http://127.0.0.1:41234/c/pay/cs_test_5y2EQQGZjtmBlT9u',
      logo: 'http://localhost:3000/media/logo.png',
      note: 'Write to ana@company.io or admin@example.com.',
      jobs: [1, 2, 3, 4, 5],
      checkout: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5f6G7h8',
      publicKey: 'pk_test_fake_contract',
      event: { id: 'evt_8JC5mWx2uXlFkvE30tKwwy9j', data: { object: { payment_intent: 'pi_x7EMgY2EnXAD1LGFKmkWn9pg' } } },
      heldLogo: 'http://127.0.0.1:41234/api/job-posts/7/logo?expires=1795957200&signature=HV6l04J52rpTb-9kNHNw',
    }
    expect(scrubExample(answer)).toEqual({
      id: 42,
      slug: 'senior-react-developer-acme',
      token: 'example_token',
      user: { email: 'contract@example.com', fullName: 'Contract Person' },
      newPassword: 'example_password',
      sessionId: 'cs_test_Example',
      session_id: 'example_sessionid',
      url: 'https://example.com/c/pay/cs_test_Example',
      logo: 'https://example.com/media/logo.png',
      note: 'Write to ana@example.com or admin@example.com.',
      jobs: [1, 2, 3],
      checkout: 'https://checkout.stripe.com/c/pay/cs_test_Example',
      publicKey: 'pk_test_fake_contract',
      event: { id: 'evt_Example', data: { object: { payment_intent: 'pi_Example' } } },
      heldLogo: 'https://example.com/api/job-posts/7/logo?expires=1767225600&signature=example',
    })
  })

  it("pins the run's moments and days in their order, so regenerating on another day changes nothing", () => {
    const answer = {
      postedAt: '2026-11-29T11:26:34.381Z',
      updatedAt: '2026-11-29T11:26:34.381Z',
      firstSeen: '2026-10-15T12:26:11.313Z',
      days: [{ date: '2026-10-03' }, { date: '2026-10-02' }],
      protocolVersion: '2025-11-25',
    }
    expect(scrubExample(answer)).toEqual({
      postedAt: '2026-01-15T10:00:00.000Z',
      updatedAt: '2026-01-15T10:00:00.000Z',
      firstSeen: '2026-01-15T09:00:00.000Z',
      days: [{ date: '2026-01-16' }, { date: '2026-01-15' }],
      protocolVersion: '2025-11-25',
    })
  })
})
