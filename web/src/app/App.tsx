import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SlotsProvider } from '@web/components/slots'
import { createQueryClient } from './queryClient'
import { routes } from './routes'
import { appSlots } from './slots'

const router = createBrowserRouter(routes)

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <SlotsProvider value={appSlots}>
        <RouterProvider router={router} />
      </SlotsProvider>
    </QueryClientProvider>
  )
}
