import { useSyncExternalStore } from 'react'
import { rememberedCheckoutEmail } from '../checkoutEmail'

const noChanges = () => () => {}

/**
 * The e-mail remembered for this browser session; null while the server renders and during hydration (the server
 * cannot see session storage, so reading it in the first render would make the browser's HTML differ from the server's).
 */
export function useRememberedCheckoutEmail(): string | null {
  return useSyncExternalStore(noChanges, rememberedCheckoutEmail, () => null)
}
