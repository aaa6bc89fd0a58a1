import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { accountKeys } from './queryKeys'

export const logout = () => apiRequest<{ success: boolean } | null>('POST', '/api/auth/logout')

/** Ends the session on the server; the cached user (and their saved jobs) are cleared either way. */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.setQueryData(accountKeys.session(), null)
      queryClient.removeQueries({ queryKey: accountKeys.savedJobs() })
    },
  })
}
