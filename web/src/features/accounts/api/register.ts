import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'
import type { Gender, SessionUser } from '../types'
import { accountKeys } from './queryKeys'

/** The registration payload of spec 1 §3 (confirmPassword is dropped before sending). */
export interface RegisterInput {
  email: string
  username: string
  password: string
  fullName?: string
  gender?: Gender | ''
  location?: string
}

export const register = (input: RegisterInput) => apiRequest<{ user: SessionUser }>('POST', '/api/auth/register', input)

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
