import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'
import { query } from '@cms/lib/sql'

/** A new password voids every outstanding reset link (ours and Payload's), so an old link cannot undo it. */
export const voidResetLinksOnPasswordChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || typeof data.password !== 'string' || data.password === '') return data
  await query(req.payload, sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${originalDoc.id} AND used_at IS NULL`)
  return { ...data, resetPasswordToken: null, resetPasswordExpiration: null }
}
