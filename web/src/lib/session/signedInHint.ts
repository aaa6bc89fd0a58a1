import { useSyncExternalStore } from 'react'
import { SIGNED_IN_HINT_COOKIE } from '@cms/contract/siteHints'

/**
 * The server's "this browser signed in" cookie (set with the session cookie at sign-in, cleared at sign-out). Without
 * it the SPA knows the visitor is signed out and never asks for the session, so a signed-out visit logs no 401.
 */

function readHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))
}

/** The session call said 401 (the session expired or was ended elsewhere): stop asking until the next sign-in. */
export function clearSignedInHint(): void {
  // A server render of the profile with an ended session has no browser cookie to clear.
  if (typeof document === 'undefined') return
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}

/**
 * Cookies send no change events, and none is needed: the hint only changes with a sign-in, a sign-out or a 401, and
 * each of those also changes the cached session, so the components reading the hint render again and read it afresh.
 * (Notifying them at once would re-render the avatar menu away before its logout callback shows the toast.)
 */
const noChangeEvents = () => () => {}

/**
 * true or false in the browser; null while the server renders and during hydration (the server's HTML cannot know
 * the cookie, so the session shows as loading until the browser has read it).
 */
export function useSignedInHint(): boolean | null {
  return useSyncExternalStore(noChangeEvents, readHint, () => null)
}
