import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** POST /api/auth/check-email: whether an account uses the address. Throws on failure (callers choose the fallback). */
export const checkEmail = async (email: string): Promise<boolean> =>
  (await apiRequest<{ exists: boolean }>('POST', '/api/auth/check-email', { email })).exists

/** The session logic's variant (spec 1 §8): a failed check counts as "not registered". */
export const emailExistsOrFalse = (email: string): Promise<boolean> => checkEmail(email).catch(() => false)

/** For the /auth screen, the register screen and the home page's e-mail box. */
export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail })
}
