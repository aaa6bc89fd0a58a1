import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export interface ResetRequestResponse {
  success: boolean
  message: string
  /** Present only when the server runs with the development setting EXPOSE_RESET_TOKEN=true. */
  token?: string
}

export const requestPasswordReset = (email: string) =>
  apiCall('postAuthResetPasswordRequest', { body: { email } })

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
