import type { Payload } from 'payload'
import { z } from 'zod'
import { afterSignInPath, AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { authFailureLine, MSG } from '@cms/contract/accounts'
import { setJobSaved } from '@cms/domain/accounts/savedJobs'
import { sessionCookies } from '@cms/domain/accounts/sessionCookie'
import { HttpError } from '@cms/lib/http'
import { logger } from '@cms/lib/logger'
import { PRIVATE_CACHE_CONTROL } from '@cms/contract/caching'
import type { User } from '@cms/payload-types'

/** The job a sign-in started from Save should save (the form action's `save`), if any. */
export function saveIntentOf(request: Request): string | null {
  return new URL(request.url).searchParams.get(AUTH_FORM_PARAMS.save)?.slice(0, 200) || null
}

/**
 * A form post's successful sign-in: the session cookies and 303 to where a signed-in user goes. A sign-in that
 * started from Save saves the job first; a job that cannot be saved (gone since) still leads back to its page,
 * which says what became of it.
 */
export async function signedInAnswer(payload: Payload, signedIn: { user: User; token: string }, saveSlug: string | null): Promise<Response> {
  if (saveSlug) {
    try {
      await setJobSaved(payload, signedIn.user, saveSlug, true)
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error({ err: error }, 'saving the job after a form sign-in failed')
    }
  }
  const headers = new Headers({ Location: afterSignInPath(saveSlug), 'Cache-Control': PRIVATE_CACHE_CONTROL })
  for (const cookie of sessionCookies(payload, signedIn.token)) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/**
 * A form post's refused sign-in or registration: 303 back to its page (the form action's own query kept) with
 * the inline line the page shows, and what else the page should keep (never a password). A failure of ours is
 * logged and said as such.
 */
export function refusedAnswer(request: Request, page: '/login' | '/register', error: unknown, keep: Record<string, string> = {}): Response {
  const params = new URL(request.url).searchParams
  for (const [name, value] of Object.entries(keep)) params.set(name, value)
  params.set(AUTH_FORM_PARAMS.error, failureLineOf(page === '/login' ? 'login' : 'register', error))
  return new Response(null, { status: 303, headers: { Location: `${page}?${params}`, 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

function failureLineOf(kind: 'login' | 'register', error: unknown): string {
  if (error instanceof z.ZodError) return authFailureLine(kind, 400, error.issues[0]?.message)
  if (error instanceof HttpError && error.status < 500) return authFailureLine(kind, error.status, error.message)
  logger.error({ err: error }, `${kind} form post failed`)
  return MSG.serverTrouble
}
