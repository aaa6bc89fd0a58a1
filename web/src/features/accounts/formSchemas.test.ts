import { describe, expect, it } from 'vitest'
import { changePasswordSchema, firstMessage, loginSchema, registerSchema, resetPasswordSchema } from './formSchemas'

const registration = { email: 'ada@example.com', username: 'ada', password: 'secret1', confirmPassword: 'secret1' }

describe('account form rules', () => {
  it('registration messages', () => {
    expect(registerSchema.safeParse(registration).success).toBe(true)
    expect(firstMessage(registerSchema, { ...registration, email: 'ada@' }, 'email')).toBe('Please enter a valid email address')
    expect(firstMessage(registerSchema, { ...registration, username: 'ad' }, 'username')).toBe('Username must be at least 3 characters')
    expect(firstMessage(registerSchema, { ...registration, password: '12345', confirmPassword: '12345' }, 'password')).toBe('Password must be at least 6 characters')
    expect(firstMessage(registerSchema, { ...registration, confirmPassword: '' }, 'confirmPassword')).toBe('Please confirm your password')
    expect(firstMessage(registerSchema, { ...registration, confirmPassword: 'secret2' }, 'confirmPassword')).toBe("Passwords don't match")
  })

  it('login uses the same wording', () => {
    expect(firstMessage(loginSchema, { email: 'x', password: 'secret1' }, 'email')).toBe('Please enter a valid email address')
    expect(firstMessage(loginSchema, { email: 'a@b.co', password: '123' }, 'password')).toBe('Password must be at least 6 characters')
  })

  it('reset and change-password messages', () => {
    expect(firstMessage(resetPasswordSchema, { newPassword: '123', confirmPassword: '123456' }, 'newPassword')).toBe('New password must be at least 6 characters')
    expect(firstMessage(resetPasswordSchema, { newPassword: '1234567', confirmPassword: '1234568' }, 'confirmPassword')).toBe("Passwords don't match")
    const change = { currentPassword: 'abcdef', newPassword: 'ghijkl', confirmPassword: 'ghijkl' }
    expect(changePasswordSchema.safeParse(change).success).toBe(true)
    expect(firstMessage(changePasswordSchema, { ...change, currentPassword: 'a' }, 'currentPassword')).toBe('Current password must be at least 6 characters')
    expect(firstMessage(changePasswordSchema, { ...change, newPassword: 'a' }, 'newPassword')).toBe('New password must be at least 6 characters')
    expect(firstMessage(changePasswordSchema, { ...change, confirmPassword: 'a' }, 'confirmPassword')).toBe('Confirm password must be at least 6 characters')
    expect(firstMessage(changePasswordSchema, { ...change, confirmPassword: 'ghijkm' }, 'confirmPassword')).toBe("Passwords don't match")
  })
})
