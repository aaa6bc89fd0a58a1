import type { FieldHook } from 'payload'

/**
 * A proof of the account's address holds for that address only: any change of the e-mail (an admin in /cms, the
 * Local API) clears the field, and the new address has to be proven again. Changing back does not restore it.
 */
export const clearWhenEmailChanges: FieldHook = ({ value, data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || typeof data?.email !== 'string') return value
  const unchanged = data.email.trim().toLowerCase() === String(originalDoc.email).trim().toLowerCase()
  return unchanged ? value : null
}
