import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'

/** POST /api/auth/check-email -> { exists } (built by the accounts area). */
export const checkEmail = async (email: string): Promise<boolean> =>
  (await apiRequest<{ exists: boolean }>('POST', '/api/auth/check-email', { email })).exists === true

export const useCheckEmail = () => useMutation({ mutationFn: checkEmail })
