import type { KeywordEntry } from '@cms/contract/jobs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/keywords/locations?limit= -> { success, locations } */
export const getKeywordLocations = async (limit = 5) =>
  (await apiRequest<{ success: boolean; locations: KeywordEntry[] }>('GET', jobsKeys.keywords('locations', limit)[0])).locations

export const keywordLocationsQueryOptions = (limit = 5) => queryOptions({ queryKey: jobsKeys.keywords('locations', limit), queryFn: () => getKeywordLocations(limit) })

export const useKeywordLocations = (limit = 5) => useQuery(keywordLocationsQueryOptions(limit))
