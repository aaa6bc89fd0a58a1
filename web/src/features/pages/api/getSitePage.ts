import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall, apiQueryKey } from '@web/lib/api/client'

/** The URL is the query key's first element (the default fetcher's rule). */
const sitePageKey = (slug: string) => apiQueryKey('getPagesSlug', { params: { slug } })

export const sitePageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: sitePageKey(slug), queryFn: () => apiCall('getPagesSlug', { params: { slug } }) })

export const useSitePage = (slug: string) => useQuery(sitePageQueryOptions(slug))
