import { QueryClient } from '@tanstack/react-query'

/**
 * Cache defaults: no interval or focus refetch, never stale, no retries. No default fetcher: every query names its
 * declared call (`apiQueryOptions` in web/src/lib/api/client.ts), so its answer is typed by the declaration.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
