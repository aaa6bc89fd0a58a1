import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import type { RegisterInput, UserResponse } from '@cms/contract/accounts'
import { accountKeys } from '@web/lib/session/queryKeys'

export const register = (input: RegisterInput) => apiRequest<UserResponse>('POST', '/api/auth/register', input)

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(accountKeys.session(), user)
      queryClient.removeQueries({ queryKey: accountKeys.savedJobs() })
    },
  })
}
