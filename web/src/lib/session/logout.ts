import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'
import { accountKeys } from './queryKeys'

export const logout = () => apiCall('postAuthLogout')

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
