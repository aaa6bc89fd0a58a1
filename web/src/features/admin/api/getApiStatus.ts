import type { ApiStatusResponse } from '@cms/contract/admin'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { adminKeys } from './queryKeys'

export const getApiStatus = () => apiRequest<ApiStatusResponse>('GET', '/api/admin/api-status')

/** 'Check API Status' runs on demand (each check makes a real request to every provider). */
export const useCheckApiStatus = () => useMutation({ mutationKey: adminKeys.apiStatus(), mutationFn: getApiStatus })
