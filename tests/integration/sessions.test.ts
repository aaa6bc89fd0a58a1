import { describe, expect, it } from 'vitest'
import { payloadLogin } from '@cms/domain/accounts/login'
import { createTestUser, getTestPayload } from './helpers'

describe('sessions', () => {
  it('keeps every session when one account signs in from several places at the same moment', async () => {
    const payload = await getTestPayload()
    const { email, password } = await createTestUser()
    const logins = await Promise.all(Array.from({ length: 4 }, () => payloadLogin(payload, { email, password })))
    for (const { token } of logins) {
      const headers = new Headers({ Authorization: `JWT ${token}` })
      const { user } = await payload.auth({ headers })
      expect(user?.email).toBe(email)
    }
  })
})
