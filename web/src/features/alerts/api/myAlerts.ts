import type { AlertFrequency } from '@cms/contract/alerts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { alertKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** GET /api/alerts: the signed-in user's alerts. */
export const getMyAlerts = () => apiCall('getAlerts')
export const myAlertsQueryOptions = () => queryOptions({ queryKey: alertKeys.mine(), queryFn: getMyAlerts })
export const useMyAlerts = () => useQuery(myAlertsQueryOptions())

/** PATCH /api/alerts/{id} */
export const updateMyAlert = ({ id, frequency }: { id: number; frequency: AlertFrequency }) =>
  apiCall('patchAlertsId', { params: { id }, body: { frequency } })

/** DELETE /api/alerts/{id} */
export const deleteMyAlert = (id: number) => apiCall('deleteAlertsId', { params: { id } })

export function useUpdateMyAlert() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateMyAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine() }) })
}

export function useDeleteMyAlert() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteMyAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine() }) })
}
