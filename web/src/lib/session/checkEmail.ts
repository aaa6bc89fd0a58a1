import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

/** POST /api/auth/check-email: whether an account uses the address. Throws on failure (callers choose the fallback). */
export const checkEmail = async (email: string): Promise<boolean> =>
  (await apiCall('postAuthCheckEmail', { body: { email } })).exists

/** The session logic's variant: a failed check counts as "not registered". */
export const emailExistsOrFalse = (email: string): Promise<boolean> => checkEmail(email).catch(() => false)

/** For the /auth screen, the register screen and the home page's e-mail box. */
export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail })
}
