import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { MSG, PASSWORD_MAX, PASSWORD_MIN } from '@cms/contract/accounts'
import { enforcePasswordRules } from './enforcePasswordRules'

type Args = Parameters<typeof enforcePasswordRules>[0]
const run = (data: Record<string, unknown> | undefined) => enforcePasswordRules({ collection: { slug: 'users' }, data } as unknown as Args)
const messageOf = (data: Record<string, unknown>) => {
  try {
    run(data)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).data.errors.map((e) => [e.path, e.message])
  }
  throw new Error('expected a refusal')
}

describe('enforcePasswordRules', () => {
  it('lets a change without a password through untouched', () => {
    for (const data of [{ name: 'x' }, { password: '' }, { password: null }, undefined]) expect(run(data)).toBe(data)
  })

  it('accepts a password of the allowed length that is not common', () => {
    const data = { password: 'x'.repeat(PASSWORD_MIN - 1) + 'Q' }
    expect(run(data)).toBe(data)
    expect(run({ password: 'k'.repeat(PASSWORD_MAX - 1) + 'Z' })).toEqual({ password: 'k'.repeat(PASSWORD_MAX - 1) + 'Z' })
  })

  it('refuses a short, a non-text, a too long, or a common password, on the password field', () => {
    expect(messageOf({ password: 'x'.repeat(PASSWORD_MIN - 1) })).toEqual([['password', MSG.password]])
    expect(messageOf({ password: 12345678 })).toEqual([['password', MSG.password]])
    expect(messageOf({ password: 'x'.repeat(PASSWORD_MAX + 1) })).toEqual([['password', `Password must be at most ${PASSWORD_MAX} characters`]])
    expect(messageOf({ password: 'password123' })).toEqual([['password', MSG.commonPassword]])
  })
})
