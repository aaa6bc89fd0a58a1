import type { CollectionBeforeChangeHook } from 'payload'
import { Failure } from '@cms/domain/failure'

export const CHANGE_CREDENTIALS_ELSEWHERE =
  'Your password and e-mail cannot be changed here. Use the account page (it asks for your current password).'

/**
 * Payload's REST and admin UI would let a signed-in user (or whoever holds their session) set a new
 * password or e-mail on their own record without the current password. Those changes go through
 * POST /api/auth/change-password, which checks it; here they are refused.
 */
export const credentialsChangeOnlyThroughAccountCalls: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || !originalDoc || !req.user) return data
  if (String(req.user.id) !== String(originalDoc.id)) return data
  const changesPassword = typeof data.password === 'string' && data.password !== ''
  const changesEmail = typeof data.email === 'string' && data.email.toLowerCase().trim() !== String(originalDoc.email).toLowerCase()
  if (changesPassword || changesEmail) throw new Failure('forbidden', CHANGE_CREDENTIALS_ELSEWHERE)
  return data
}
