import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export interface ChangePasswordInput {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ success: boolean; message: string }>('POST', '/api/auth/change-password', input)

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
