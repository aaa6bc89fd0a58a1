import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { MSG } from '@cms/contract/accounts'

/**
 * Payload's own e-mail field lower-cases its value in a beforeChange hook that assumes text: `{"email": 5}` threw a
 * TypeError there (500). Anything but text is refused first, with registration's message.
 */
export const emailMustBeText: CollectionBeforeValidateHook = ({ collection, data }) => {
  const email = (data as { email?: unknown } | undefined)?.email
  if (email === undefined || email === null || typeof email === 'string') return data
  throw new ValidationError({ collection: collection.slug, errors: [{ message: MSG.email, path: 'email' }] })
}
