import type { AlertMessageResponse, CreateAlertRequest } from '@cms/contract/alerts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { alertKeys } from './queryKeys'

/** POST /api/alerts */
export const createAlert = (input: CreateAlertRequest) => apiRequest<AlertMessageResponse>('POST', '/api/alerts', input)

export function useCreateAlert() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine() }) })
}
