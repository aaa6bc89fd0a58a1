import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import type { LoginInput, UserResponse } from '@cms/contract/accounts'
import { accountKeys } from '@web/lib/session/queryKeys'

export const login = (input: LoginInput) => apiRequest<UserResponse>('POST', '/api/auth/login', input)

/** Signs in; the server's user replaces the cached session user (spec 1 §4). */
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
