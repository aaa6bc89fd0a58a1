import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterInput } from '@cms/contract/accounts'
import { accountKeys } from '@web/lib/session/queryKeys'
import { apiCall } from '@web/lib/api/client'

export const register = (input: RegisterInput) => apiCall('postAuthRegister', { body: input })

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
