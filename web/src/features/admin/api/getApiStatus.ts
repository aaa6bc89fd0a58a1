import { useMutation } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getApiStatus = () => apiCall('getAdminApiStatus')

/** 'Check API Status' runs on demand (each check makes a real request to every provider). */
export const useCheckApiStatus = () => useMutation({ mutationKey: adminKeys.apiStatus(), mutationFn: getApiStatus })
