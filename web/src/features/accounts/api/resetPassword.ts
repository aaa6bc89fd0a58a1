import { useMutation, useQuery } from '@tanstack/react-query'
import { apiCall, apiQueryKey } from '@web/lib/api/client'

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

/** Whether the page's reset link still works, asked once when the page opens (the link is not used by asking). */
export function useResetTokenState(token: string, enabled: boolean) {
  return useQuery({
    queryKey: [...apiQueryKey('postAuthResetPasswordCheck'), token],
    queryFn: () => apiCall('postAuthResetPasswordCheck', { body: { token } }),
    enabled: enabled && Boolean(token),
    retry: false,
    staleTime: Infinity,
  })
}
