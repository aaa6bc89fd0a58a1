import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

export const locationsQueryOptions = () => queryOptions(apiQueryOptions('getLocations'))

export const useLocations = () => useQuery(locationsQueryOptions())
