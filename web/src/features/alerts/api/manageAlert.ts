import type { AlertFrequency } from '@cms/contract/alerts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { alertKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** GET /api/alerts/manage?token= : the alert of an e-mail's manage link, without signing in. */
export const getManagedAlert = (token: string) => apiCall('getAlertsManage', { query: { token } })
export const managedAlertQueryOptions = (token: string) => queryOptions({ queryKey: alertKeys.managed(token), queryFn: () => getManagedAlert(token), retry: false })
export const useManagedAlert = (token: string) => useQuery({ ...managedAlertQueryOptions(token), enabled: !!token })

export function useUpdateManagedAlert(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (frequency: AlertFrequency) => apiCall('patchAlertsManage', { query: { token }, body: { frequency } }),
    onSuccess: (data) => queryClient.setQueryData(alertKeys.managed(token), data),
  })
}

export const useDeleteManagedAlert = (token: string) => useMutation({ mutationFn: () => apiCall('deleteAlertsManage', { query: { token } }) })
