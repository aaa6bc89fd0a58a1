import type { ApiConfigResponse } from '@cms/contract/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { adminKeys } from './queryKeys'

export const getApiConfig = () => apiRequest<ApiConfigResponse>('GET', '/api/admin/api-config')

export const apiConfigQueryOptions = () => queryOptions({ queryKey: adminKeys.apiConfig(), queryFn: getApiConfig, retry: false })

export const useApiConfig = () => useQuery(apiConfigQueryOptions())
