import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { SlotsProvider } from '@web/components/slots'
import { appSlots } from './slots'

type Router = React.ComponentProps<typeof RouterProvider>['router']

/** The browser's app: the same providers the server renders with. */
export function App({ router, queryClient, onHydrated }: { router: Router; queryClient: QueryClient; onHydrated?: () => void }) {
  // Marks the page interactive (its handlers attached), for tests and anyone measuring hydration.
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return
    document.documentElement.dataset.hydrated = 'true'
    onHydrated?.()
  }, [onHydrated])
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SlotsProvider value={appSlots}>
          <RouterProvider router={router} />
        </SlotsProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
