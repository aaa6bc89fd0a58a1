import type { SitePage } from '@cms/contract/pages'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** The URL is the query key's first element (the default fetcher's rule). */
const sitePageKey = (slug: string) => [`/api/pages/${encodeURIComponent(slug)}`] as const

export const sitePageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: sitePageKey(slug), queryFn: () => apiRequest<SitePage>('GET', sitePageKey(slug)[0]) })

export const useSitePage = (slug: string) => useQuery(sitePageQueryOptions(slug))
