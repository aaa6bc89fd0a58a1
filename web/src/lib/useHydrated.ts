import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/** False in the server's HTML and during hydration, true once the page's script runs. */
export const useHydrated = (): boolean => useSyncExternalStore(subscribeNothing, () => true, () => false)
