import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export interface ResetPasswordInput {
  token: string
  newPassword: string
  confirmPassword: string
}

export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<{ success: boolean; message: string }>('POST', '/api/auth/reset-password', input)

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
