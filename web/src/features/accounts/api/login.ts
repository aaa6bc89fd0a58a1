import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'
import type { SessionUser } from '../types'
import { accountKeys } from './queryKeys'

export interface LoginInput {
  email: string
  password: string
}

export const login = (input: LoginInput) => apiRequest<{ user: SessionUser }>('POST', '/api/auth/login', input)

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
