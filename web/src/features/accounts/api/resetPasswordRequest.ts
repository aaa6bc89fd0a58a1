import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export interface ResetRequestResponse {
  success: boolean
  message: string
  /** Present only when the server runs with the development setting EXPOSE_RESET_TOKEN=true. */
  token?: string
}

export const requestPasswordReset = (email: string) =>
  apiRequest<ResetRequestResponse>('POST', '/api/auth/reset-password-request', { email })

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
