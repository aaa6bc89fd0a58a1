import type { ApiConfigUpdate } from '@cms/contract/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const saveApiConfig = (update: ApiConfigUpdate) => apiCall('postAdminApiConfig', { body: update })

/** Saves the enabled flags, then reloads the list. */
export function useSaveApiConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveApiConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiConfig() }),
  })
}
