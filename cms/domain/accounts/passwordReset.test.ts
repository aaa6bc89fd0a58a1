import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { MSG } from '@cms/contract/accounts'
import { env } from '@cms/lib/env'
import type { Failure } from '@cms/domain/failure'
import { resetLinkEmail, resetPassword, RESET_TOKEN_TTL_MINUTES } from './passwordReset'

describe('resetLinkEmail', () => {
  const mail = resetLinkEmail('me@example.com', 'a+b/c')
  const link = `${env.siteUrl}/reset-password?token=a%2Bb%2Fc`

  it('goes to the account address with the encoded link in text and HTML', () => {
    expect(mail.to).toBe('me@example.com')
    expect(mail.subject).toBe('Reset your Nomad Jobs password')
    expect(mail.text).toContain(`\n${link}\n`)
    expect(mail.html).toContain(`<a href="${link}">Choose a new password</a>`)
  })

  it('says how long the link works', () => {
    expect(mail.text).toContain(`within ${RESET_TOKEN_TTL_MINUTES} minutes`)
    expect(mail.html).toContain(`within ${RESET_TOKEN_TTL_MINUTES} minutes`)
  })
})

describe('resetPassword before the token is used', () => {
  /** No database: both refusals come before the token is looked up (and so before it is spent). */
  const payload = {} as Payload
  const refusal = (input: { token: string; newPassword: string; confirmPassword: string }) =>
    resetPassword(payload, input).then(
      () => {
        throw new Error('expected a refusal')
      },
      (error: Failure) => [error.kind, error.message, error.details],
    )

  it('refuses passwords that do not match', async () => {
    expect(await refusal({ token: 't', newPassword: 'first-choice-9', confirmPassword: 'second-choice-9' })).toEqual(['invalid', MSG.mismatchServer, { success: false }])
  })

  it('refuses a common password', async () => {
    expect(await refusal({ token: 't', newPassword: 'password123', confirmPassword: 'password123' })).toEqual(['invalid', MSG.commonPassword, { success: false }])
  })
})
