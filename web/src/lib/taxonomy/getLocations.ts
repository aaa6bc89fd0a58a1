import type { LocationItem } from '@cms/contract/taxonomy'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { taxonomyKeys } from './queryKeys'

export const getLocations = () => apiRequest<LocationItem[]>('GET', '/api/locations')

export const locationsQueryOptions = () => queryOptions({ queryKey: taxonomyKeys.locations(), queryFn: getLocations })

export const useLocations = () => useQuery(locationsQueryOptions())
