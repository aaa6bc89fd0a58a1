import type { CollectionAfterMeHook } from 'payload'

/** /users/me answers who is signed in, never the session token itself (it lives in the HttpOnly cookie). */
export const meWithoutToken: CollectionAfterMeHook = ({ response }) => {
  if (!response || typeof response !== 'object') return response
  const { token: _token, ...rest } = response as Record<string, unknown>
  return rest
}
