import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getApiConfig = () => apiCall('getAdminApiConfig')

export const apiConfigQueryOptions = () => queryOptions({ queryKey: adminKeys.apiConfig(), queryFn: getApiConfig, retry: false })

export const useApiConfig = () => useQuery(apiConfigQueryOptions())
