import type { AlertFrequency, AlertListResponse, AlertMessageResponse, AlertResponse } from '@cms/contract/alerts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { alertKeys } from './queryKeys'

/** GET /api/alerts: the signed-in user's alerts. */
export const getMyAlerts = () => apiRequest<AlertListResponse>('GET', '/api/alerts')
export const myAlertsQueryOptions = () => queryOptions({ queryKey: alertKeys.mine(), queryFn: getMyAlerts })
export const useMyAlerts = () => useQuery(myAlertsQueryOptions())

/** PATCH /api/alerts/{id} */
export const updateMyAlert = ({ id, frequency }: { id: number; frequency: AlertFrequency }) =>
  apiRequest<AlertResponse>('PATCH', `/api/alerts/${id}`, { frequency })

/** DELETE /api/alerts/{id} */
export const deleteMyAlert = (id: number) => apiRequest<AlertMessageResponse>('DELETE', `/api/alerts/${id}`)

export function useUpdateMyAlert() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateMyAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine() }) })
}

export function useDeleteMyAlert() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteMyAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine() }) })
}
