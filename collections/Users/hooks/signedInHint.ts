import type { CollectionAfterLoginHook, CollectionAfterLogoutHook, PayloadRequest } from 'payload'
import { deviceCookieFor } from '@cms/domain/accounts/deviceCookie'
import { signedInHintCookie } from '@cms/domain/accounts/sessionCookie'

function appendCookie(req: PayloadRequest, cookie: string): void {
  // Payload's REST endpoints merge these headers into their answer; a Local API call simply drops them.
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', cookie)
}

/**
 * Payload's own sign-in and sign-out (the /cms login screen, /cms/api/users/login and /logout) set and clear the
 * signed-in hint too, so an editor who signs in at /cms is recognised on the site. The site's /api/auth calls set it
 * themselves (their answers are built by our handlers, not Payload's).
 */
export const setSignedInHint: CollectionAfterLoginHook = ({ req }) => appendCookie(req, signedInHintCookie(req.payload, true))

/** Payload's own sign-ins mark the browser as a trusted device of the account, as the site's sign-in does. */
export const setDeviceCookie: CollectionAfterLoginHook = ({ req, user }) => appendCookie(req, deviceCookieFor(req.payload, String(user.email)))
export const clearSignedInHint: CollectionAfterLogoutHook = ({ req }) => appendCookie(req, signedInHintCookie(req.payload, false))
