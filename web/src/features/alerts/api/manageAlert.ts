import type { AlertFrequency, AlertMessageResponse, AlertResponse } from '@cms/contract/alerts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { alertKeys } from './queryKeys'

const url = (token: string) => `/api/alerts/manage?token=${encodeURIComponent(token)}`

/** GET /api/alerts/manage?token= : the alert of an e-mail's manage link, without signing in. */
export const getManagedAlert = (token: string) => apiRequest<AlertResponse>('GET', url(token))
export const managedAlertQueryOptions = (token: string) => queryOptions({ queryKey: alertKeys.managed(token), queryFn: () => getManagedAlert(token), retry: false })
export const useManagedAlert = (token: string) => useQuery({ ...managedAlertQueryOptions(token), enabled: !!token })

export function useUpdateManagedAlert(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (frequency: AlertFrequency) => apiRequest<AlertResponse>('PATCH', url(token), { frequency }),
    onSuccess: (data) => queryClient.setQueryData(alertKeys.managed(token), data),
  })
}

export const useDeleteManagedAlert = (token: string) => useMutation({ mutationFn: () => apiRequest<AlertMessageResponse>('DELETE', url(token)) })
