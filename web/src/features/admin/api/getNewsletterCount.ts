import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { adminKeys } from './queryKeys'

/** GET /api/newsletter/test-count (built by the newsletter area): { count }. */
export const getNewsletterCount = async () => {
  const body = await apiRequest<{ count?: number }>('GET', '/api/newsletter/test-count')
  return typeof body?.count === 'number' ? body.count : 0
}

export const newsletterCountQueryOptions = () => queryOptions({ queryKey: adminKeys.newsletterCount(), queryFn: getNewsletterCount, retry: false })

export const useNewsletterCount = () => useQuery(newsletterCountQueryOptions())
