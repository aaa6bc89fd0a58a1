import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect } from 'react'
import type { RouteObject } from 'react-router-dom'
import { SlotsProvider } from '@web/components/slots'
import { BrowserRoutes } from './BrowserRoutes'
import { appSlots } from './slots'

interface AppProps {
  routes: RouteObject[]
  queryClient: QueryClient
  /** The server rendered the page (with this route error, if any): the first render hydrates it. */
  hydrated?: { routeError?: unknown }
  onHydrated?: () => void
}

/** The browser's app: the same providers the server renders with. */
export function App({ routes, queryClient, hydrated, onHydrated }: AppProps) {
  // Marks the shell hydrated (its handlers attached), for tests and anyone measuring hydration. React hydrates the
  // content of each Suspense boundary (the screen) in a pass of its own just after this.
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return
    document.documentElement.dataset.hydrated = 'true'
    onHydrated?.()
  }, [onHydrated])
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SlotsProvider value={appSlots}>
          {/* The same shape as the server's StaticRouterProvider (the router and a null sibling): React derives
              useId's ids from the tree's shape, and the forms' labels must match the server's HTML. */}
          <>
            <BrowserRoutes routes={routes} hydrated={hydrated !== undefined} hydrationError={hydrated?.routeError} />
            {null}
          </>
        </SlotsProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
