import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { RouterProvider } from 'react-router-dom'

type Router = React.ComponentProps<typeof RouterProvider>['router']

/** The browser's app: the same providers the server renders with. */
export function App({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
}
