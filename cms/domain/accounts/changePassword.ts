import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import type { z } from 'zod'
import { MSG, type changePasswordBodySchema } from '@cms/contract/accounts'
import { HttpError } from '@cms/lib/http'
import { isCommonPassword } from './commonPasswords'
import { payloadLogin } from './login'
import { enforceRateLimits, LIMITS } from './rateLimit'

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.'
export const PASSWORD_CHANGED = 'Password changed successfully!'

/**
 * Changes the signed-in user's password after checking the current one. Payload keeps only the
 * request's own session when the password changes, so every other session of the user ends.
 */
export async function changePassword(payload: Payload, request: Request, input: z.infer<typeof changePasswordBodySchema>) {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') throw new HttpError(401, 'Please sign in first.')
  await enforceRateLimits(payload, [{ name: 'change-password:user', subject: String(user.id), ...LIMITS.changePasswordPerUser }])
  if (input.newPassword !== input.confirmPassword) throw new HttpError(400, MSG.mismatchServer, { success: false })
  if (isCommonPassword(input.newPassword)) throw new HttpError(400, MSG.commonPassword, { success: false })

  try {
    // Payload's own check (it also counts failed attempts towards its lockout).
    await payloadLogin(payload, { email: user.email, password: input.currentPassword })
  } catch (error) {
    if (error instanceof AuthenticationError) throw new HttpError(400, WRONG_CURRENT_PASSWORD, { success: false })
    if (error instanceof LockedAuth) throw new HttpError(429, 'Too many failed attempts. Please try again in 10 minutes.', { success: false })
    throw error
  }
  // With `user` set to the requester (its session id included), Payload drops every other session,
  // including the one the check above just opened.
  await payload.update({ collection: 'users', id: user.id, data: { password: input.newPassword }, user, overrideAccess: true })
  return { success: true, message: PASSWORD_CHANGED }
}
