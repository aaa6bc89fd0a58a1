import type { LocationPageResponse } from '@cms/contract/jobs'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/locations/{slug} with the list's filters, page and sort. */
export const getLocationPage = (slug: string, qs: string) => apiRequest<LocationPageResponse>('GET', jobsKeys.location(slug, qs)[0])

export const locationPageQueryOptions = (slug: string, qs: string) =>
  queryOptions({ queryKey: jobsKeys.location(slug, qs), queryFn: () => getLocationPage(slug, qs), placeholderData: keepPreviousData })

export const useLocationPage = (slug: string, qs: string) => useQuery(locationPageQueryOptions(slug, qs))
