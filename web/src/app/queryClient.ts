import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** The default fetcher of spec 1 §7: the first element of the query key is the URL. */
const fetchByKey: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]))

/** Cache defaults of spec 1 §7: no interval or focus refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchByKey,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
