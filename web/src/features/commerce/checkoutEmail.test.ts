import { describe, expect, it } from 'vitest'
import { CHECKOUT_EMAIL_KEY, initialCheckoutEmail, isValidCheckoutEmail, rememberCheckoutEmail, rememberedCheckoutEmail } from './checkoutEmail'

describe('checkout e-mail', () => {
  it('needs a non-empty value containing @', () => {
    expect(isValidCheckoutEmail('')).toBe(false)
    expect(isValidCheckoutEmail('   ')).toBe(false)
    expect(isValidCheckoutEmail('nomad.example.com')).toBe(false)
    expect(isValidCheckoutEmail(' nomad@example.com ')).toBe(true)
  })

  it('is remembered under the checkout-email key and prefilled from the query first', () => {
    const store = new Map<string, string>()
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), getItem: (k: string) => store.get(k) ?? null }
    rememberCheckoutEmail(' a@b.co ', storage)
    expect(store.get(CHECKOUT_EMAIL_KEY)).toBe('a@b.co')
    expect(rememberedCheckoutEmail(storage)).toBe('a@b.co')
    expect(initialCheckoutEmail('q@b.co', 'a@b.co')).toBe('q@b.co')
    expect(initialCheckoutEmail(null, 'a@b.co')).toBe('a@b.co')
    expect(initialCheckoutEmail('  ', '')).toBe('')
  })

  it('survives storage that throws', () => {
    const broken = { setItem: () => { throw new Error('denied') }, getItem: () => { throw new Error('denied') } }
    expect(() => rememberCheckoutEmail('a@b.co', broken)).not.toThrow()
    expect(rememberedCheckoutEmail(broken)).toBe('')
  })
})
