import type { Payload } from 'payload'
import type { z } from 'zod'
import { MSG, type resetPasswordBodySchema } from '@cms/contract/accounts'
import { env } from '@cms/lib/env'
import { hashLinkToken, newLinkToken } from '@cms/lib/linkTokens'
import { Failure } from '@cms/domain/failure'
import { type MailMessage, sendMail } from '../mail/mailer'
import { isCommonPassword } from './commonPasswords'
import { settings } from '@cms/lib/settings'
import { enforceRateLimits, resetRequestRules } from './rateLimit'
import { replaceResetToken, resetTokenIsLive, takeResetToken } from './accountStore'
import { logger } from '@cms/lib/logger'

export const RESET_TOKEN_TTL_MINUTES = 60
export const RESET_REQUESTED_MESSAGE = "If an account with this email exists, we've sent a password reset link."
export const RESET_DONE_MESSAGE = 'Your password has been reset successfully. You can now login with your new password.'
export const RESET_INVALID_MESSAGE = 'The reset link is invalid or has expired. Please request a new one.'

/** Development only (README): the reset request's answer carries the token, for the spec's demo panel. */
export const exposesResetToken = () => settings().EXPOSE_RESET_TOKEN

/** Creates a token for the address's account (if any), stores only its hash and e-mails the link. */
async function issueResetToken(payload: Payload, email: string): Promise<string | null> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  const user = docs[0]
  if (!user) return null
  const { token, hash } = newLinkToken()
  await replaceResetToken(payload, user.id, hash, RESET_TOKEN_TTL_MINUTES)
  await sendMail(resetLinkEmail(user.email, token))
  return token
}

/** The e-mail with a reset link: the link works once, within RESET_TOKEN_TTL_MINUTES. */
export function resetLinkEmail(to: string, token: string): MailMessage {
  const link = `${env.siteUrl}/reset-password?token=${encodeURIComponent(token)}`
  return {
    to,
    subject: 'Reset your Nomad Jobs password',
    text: `Someone asked to reset the password of your Nomad Jobs account.\n\nOpen this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:\n${link}\n\nIf it wasn't you, ignore this e-mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Nomad Jobs account.</p><p><a href="${link}">Choose a new password</a> (the link works once, within ${RESET_TOKEN_TTL_MINUTES} minutes).</p><p>If it wasn't you, ignore this e-mail: your password stays as it is.</p>`,
  }
}

/**
 * POST /api/auth/reset-password-request. The answer is the same whether or not the account exists, and
 * so is its timing: the lookup, token and e-mail happen after the answer (in the background), except when
 * the development setting EXPOSE_RESET_TOKEN puts the token into the answer.
 */
export async function requestPasswordReset(payload: Payload, email: string, client: string): Promise<{ success: true; message: string; token?: string }> {
  await enforceRateLimits(payload, resetRequestRules(email, client))
  if (exposesResetToken()) {
    const token = await issueResetToken(payload, email)
    return { success: true, message: RESET_REQUESTED_MESSAGE, ...(token ? { token } : {}) }
  }
  void issueResetToken(payload, email).catch((error) => logger.error({ err: error }, 'reset-password: could not issue a reset link'))
  return { success: true, message: RESET_REQUESTED_MESSAGE }
}

/** POST /api/auth/reset-password/check: whether the token would still reset a password (unused, unexpired), without using it. */
export async function resetTokenIsValid(payload: Payload, token: string): Promise<{ valid: boolean }> {
  return { valid: await resetTokenIsLive(payload, hashLinkToken(token)) }
}

/**
 * POST /api/auth/reset-password: consumes the token (single use, unexpired) and sets the new password.
 * Every session of the account ends (Payload drops them when a password changes without a requester).
 */
export async function resetPassword(payload: Payload, input: z.infer<typeof resetPasswordBodySchema>) {
  if (input.newPassword !== input.confirmPassword) throw new Failure('invalid', MSG.mismatchServer, { success: false })
  if (isCommonPassword(input.newPassword)) throw new Failure('invalid', MSG.commonPassword, { success: false })
  const userId = await takeResetToken(payload, hashLinkToken(input.token))
  if (userId === null) throw new Failure('invalid', RESET_INVALID_MESSAGE, { success: false })
  await payload.update({ collection: 'users', id: userId, data: { password: input.newPassword }, overrideAccess: true })
  return { success: true, message: RESET_DONE_MESSAGE }
}
