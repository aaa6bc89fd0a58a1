import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { onTestFinished } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'
import { Toaster } from '@web/components/ui/Toaster'
import { dismissToast } from '@web/components/ui/useToast'

/**
 * Renders `ui` inside the providers the app gives every screen (web/src/app/App.tsx): a fresh query cache
 * with the app's defaults, and a router whose address is `url` (a memory router in place of the browser's).
 * With `toasts`, the app's Toaster is rendered beside it, so the toasts it shows can be read. The screen is unmounted
 * when the test ends, and the toasts it left are dismissed: they live in a module of their own, so the next test's
 * Toaster would otherwise start by showing them.
 */
export function renderWithProviders(ui: ReactNode, { url = '/', toasts = false }: { url?: string; toasts?: boolean } = {}) {
  onTestFinished(() => {
    cleanup()
    dismissToast()
  })
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        {toasts && <Toaster />}
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
