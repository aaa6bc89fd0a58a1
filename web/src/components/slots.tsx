import { createContext, useContext, type ComponentType } from 'react'

/**
 * Places where one feature shows another feature's UI without importing it: the app fills them
 * (web/src/app/slots.tsx) and the screens render whatever is there.
 */
export interface Slots {
  /** Beside a job list: actions on its search (`search` holds the /search query parameters of the filters). */
  SearchActions?: ComponentType<{ search: string }>
  /** Extra tabs of /profile. */
  profileTabs?: { value: string; label: string; Content: ComponentType }[]
}

const SlotsContext = createContext<Slots>({})

export const SlotsProvider = SlotsContext.Provider
export const useSlots = () => useContext(SlotsContext)

/** The SearchActions slot for a search, or nothing when the app left it empty. */
export function SearchActions({ search }: { search: string }) {
  const { SearchActions: Actions } = useSlots()
  return Actions ? <Actions search={search} /> : null
}
