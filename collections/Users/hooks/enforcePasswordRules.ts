import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { MSG, PASSWORD_MAX, PASSWORD_MIN } from '@cms/contract/accounts'
import { isCommonPassword } from '@cms/domain/accounts/commonPasswords'

/** Registration's password rules hold on every path that sets a password (REST, admin UI, Local API). */
export const enforcePasswordRules: CollectionBeforeValidateHook = ({ collection, data }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (password === undefined || password === null || password === '') return data
  let message: string | null = null
  if (typeof password !== 'string' || password.length < PASSWORD_MIN) message = MSG.password
  else if (password.length > PASSWORD_MAX) message = `Password must be at most ${PASSWORD_MAX} characters`
  else if (isCommonPassword(password)) message = MSG.commonPassword
  if (message) throw new ValidationError({ collection: collection.slug, errors: [{ message, path: 'password' }] })
  return data
}
