import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { onTestFinished } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'

/**
 * Renders `ui` inside the providers the app gives every screen (web/src/app/App.tsx): a fresh query cache
 * with the app's defaults, and a router whose address is `url` (a memory router in place of the browser's).
 * The screen is unmounted when the test ends.
 */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  onTestFinished(cleanup)
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}
