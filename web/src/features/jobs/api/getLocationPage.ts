import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

/** GET /api/locations/{slug} with the list's filters, page and sort. */
export const locationPageQueryOptions = (slug: string, qs: string) =>
  queryOptions({ ...apiQueryOptions('getLocationsSlug', { params: { slug }, query: qs }), placeholderData: keepPreviousData })

export const useLocationPage = (slug: string, qs: string) => useQuery(locationPageQueryOptions(slug, qs))
