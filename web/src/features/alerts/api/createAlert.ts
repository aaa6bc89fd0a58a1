import type { CreateAlertRequest } from '@cms/contract/alerts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { alertKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** POST /api/alerts */
export const createAlert = (input: CreateAlertRequest) => apiCall('postAlerts', { body: input })

export function useCreateAlert() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine() }) })
}
