/** The checkout e-mail, remembered for the browser session. */
export const CHECKOUT_EMAIL_KEY = 'checkout-email'

/** Non-empty and containing '@' (the server checks the format fully). */
export function isValidCheckoutEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length > 0 && trimmed.includes('@')
}

export function rememberCheckoutEmail(email: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(CHECKOUT_EMAIL_KEY, email.trim())
  } catch {
    // storage disabled: nothing to remember
  }
}

export function rememberedCheckoutEmail(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): string {
  try {
    return storage?.getItem(CHECKOUT_EMAIL_KEY) ?? ''
  } catch {
    return ''
  }
}

/** Checkout prefills from the query's email field, else the remembered one. */
export function initialCheckoutEmail(queryEmail: string | null, remembered: string): string {
  return queryEmail?.trim() || remembered
}
