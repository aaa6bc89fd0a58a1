import { describe, expect, it, vi } from 'vitest'
import { EmailCheckError, emailDestination, EmptyEmailError, InvalidEmailError } from './emailDestination'

describe('emailDestination', () => {
  it('sends an existing address to login and a new one to register, with the address in the query', async () => {
    expect(await emailDestination(' ana@x.example ', { checkEmail: async () => true })).toBe('/login?email=ana%40x.example')
    expect(await emailDestination('new+1@x.example', { checkEmail: async () => false })).toBe('/register?email=new%2B1%40x.example')
  })

  it('rejects an empty box and a malformed address without calling the server', async () => {
    const checkEmail = vi.fn(async () => false)
    await expect(emailDestination('   ', { checkEmail })).rejects.toBeInstanceOf(EmptyEmailError)
    await expect(emailDestination('not-an-email', { checkEmail })).rejects.toThrow(new InvalidEmailError().message)
    expect(new InvalidEmailError().message).toBe('Please enter a valid email address')
    expect(checkEmail).not.toHaveBeenCalled()
  })

  it('sends the configured admin address straight to login', async () => {
    const checkEmail = vi.fn(async () => false)
    expect(await emailDestination('Admin@Example.com', { checkEmail, adminEmail: 'admin@example.com' })).toBe('/login?email=Admin%40Example.com')
    expect(checkEmail).not.toHaveBeenCalled()
  })

  it('fails with the spec message when the check fails for any other address', async () => {
    const failing = async () => {
      throw new Error('500')
    }
    await expect(emailDestination('user@x.example', { checkEmail: failing, adminEmail: 'admin@example.com' })).rejects.toBeInstanceOf(EmailCheckError)
    await expect(emailDestination('user@x.example', { checkEmail: failing })).rejects.toThrow('Error checking email. Please try again.')
  })
})
