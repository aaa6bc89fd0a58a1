import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** GET /api/newsletter/test-count (built by the newsletter area): { count }. */
export const getNewsletterCount = async () => {
  const body = await apiCall('getNewsletterTestCount')
  return typeof body?.count === 'number' ? body.count : 0
}

export const newsletterCountQueryOptions = () => queryOptions({ queryKey: adminKeys.newsletterCount(), queryFn: getNewsletterCount, retry: false })

export const useNewsletterCount = () => useQuery(newsletterCountQueryOptions())
