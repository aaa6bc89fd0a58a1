import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export interface ChangePasswordInput {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export const changePassword = (input: ChangePasswordInput) =>
  apiCall('postAuthChangePassword', { body: input })

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
