import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export interface ResetPasswordInput {
  token: string
  newPassword: string
  confirmPassword: string
}

export const resetPassword = (input: ResetPasswordInput) =>
  apiCall('postAuthResetPassword', { body: input })

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
