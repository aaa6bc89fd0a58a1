import { AuthenticationError, type Payload } from 'payload'
import type { z } from 'zod'
import { MSG, type changePasswordBodySchema } from '@cms/contract/accounts'
import { Failure } from '@cms/domain/failure'
import { isCommonPassword } from './commonPasswords'
import { payloadLogin, type AuthUser, type SignInClient } from './login'
import { enforceRateLimits, LIMITS } from './rateLimit'

export const PASSWORD_CHANGED = 'Password changed successfully!'

/**
 * Changes the signed-in user's password (`user`: the session's, with its id) after checking the current one. Payload keeps only the
 * request's own session when the password changes, so every other session of the user ends.
 */
export async function changePassword(payload: Payload, user: AuthUser | null, input: z.infer<typeof changePasswordBodySchema>, client: SignInClient) {
  if (!user) throw new Failure('signed-out', 'Please sign in first.')
  await enforceRateLimits(payload, [{ name: 'change-password:user', subject: String(user.id), ...LIMITS.changePasswordPerUser }])
  if (input.newPassword !== input.confirmPassword) throw new Failure('invalid', MSG.mismatchServer, { success: false })
  if (isCommonPassword(input.newPassword)) throw new Failure('invalid', MSG.commonPassword, { success: false })

  try {
    // Payload's own check, under the sign-in limits of this client.
    await payloadLogin(payload, { email: user.email, password: input.currentPassword }, client)
  } catch (error) {
    if (error instanceof AuthenticationError) throw new Failure('invalid', MSG.wrongCurrentPassword, { success: false })
    throw error
  }
  // With `user` set to the requester (its session id included), Payload drops every other session,
  // including the one the check above just opened.
  await payload.update({ collection: 'users', id: user.id, data: { password: input.newPassword }, user, overrideAccess: true })
  return { success: true, message: PASSWORD_CHANGED }
}
