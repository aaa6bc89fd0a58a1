import type { CollectionBeforeChangeHook } from 'payload'
import { voidResetTokens } from '@cms/domain/accounts/accountStore'

/** A new password voids every outstanding reset link (ours and Payload's), so an old link cannot undo it. */
export const voidResetLinksOnPasswordChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || typeof data.password !== 'string' || data.password === '') return data
  await voidResetTokens(req.payload, originalDoc.id)
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: null }
}
