import type { ApiConfigUpdate } from '@cms/contract/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { adminKeys } from './queryKeys'

export const saveApiConfig = (update: ApiConfigUpdate) => apiRequest<{ success: boolean }>('POST', '/api/admin/api-config', update)

/** Saves the enabled flags, then reloads the list (spec 2 §4). */
export function useSaveApiConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveApiConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiConfig() }),
  })
}
