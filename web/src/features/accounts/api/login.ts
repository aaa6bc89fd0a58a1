import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput } from '@cms/contract/accounts'
import { accountKeys } from '@web/lib/session/queryKeys'
import { apiCall } from '@web/lib/api/client'

export const login = (input: LoginInput) => apiCall('postAuthLogin', { body: input })

/** Signs in; the server's user replaces the cached session user. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(accountKeys.session(), user)
      queryClient.removeQueries({ queryKey: accountKeys.savedJobs() })
    },
  })
}
