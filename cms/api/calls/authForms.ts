import type { Payload } from 'payload'
import { z } from 'zod'
import { afterSignInPath, AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { authFailureLine, loginBodySchema, MSG, registerBodySchema } from '@cms/contract/accounts'
import { signIn } from '@cms/domain/accounts/login'
import { register } from '@cms/domain/accounts/register'
import { setJobSaved } from '@cms/domain/accounts/savedJobs'
import { sessionCookies } from '@cms/domain/accounts/sessionCookie'
import { readFormFields } from '@cms/lib/body'
import { HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'
import { logger } from '@cms/lib/logger'
import { PRIVATE_CACHE_CONTROL } from '@cms/contract/caching'
import type { User } from '@cms/payload-types'
import { httpErrorOf } from '../failures'
import { signInClientOf } from '@cms/lib/signInClient'

/** The job a sign-in started from Save should save (the form action's `save`), if any. */
function saveIntentOf(request: Request): string | null {
  return new URL(request.url).searchParams.get(AUTH_FORM_PARAMS.save)?.slice(0, 200) || null
}

/**
 * A form post's successful sign-in: the session cookies and 303 to where a signed-in user goes. A sign-in that
 * started from Save saves the job first; a job that cannot be saved (gone since) still leads back to its page,
 * which says what became of it.
 */
async function signedInAnswer(payload: Payload, signedIn: { user: User; token: string }, saveSlug: string | null): Promise<Response> {
  if (saveSlug) {
    try {
      await setJobSaved(payload, signedIn.user, saveSlug, true)
    } catch (error) {
      if (!httpErrorOf(error)) logger.error({ err: error }, 'saving the job after a form sign-in failed')
    }
  }
  const headers = new Headers({ Location: afterSignInPath(saveSlug), 'Cache-Control': PRIVATE_CACHE_CONTROL })
  for (const cookie of sessionCookies(payload, signedIn.token, signedIn.user.email)) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/**
 * A form post's refused sign-in or registration: 303 back to its page (the form action's own query kept) with
 * the inline line the page shows, and what else the page should keep (never a password). A failure of ours is
 * logged and said as such.
 */
function refusedAnswer(request: Request, page: '/login' | '/register', error: unknown, keep: Record<string, string> = {}): Response {
  const params = new URL(request.url).searchParams
  for (const [name, value] of Object.entries(keep)) params.set(name, value)
  params.set(AUTH_FORM_PARAMS.error, failureLineOf(page === '/login' ? 'login' : 'register', error))
  return new Response(null, { status: 303, headers: { Location: `${page}?${params}`, 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

function failureLineOf(kind: 'login' | 'register', error: unknown): string {
  if (error instanceof z.ZodError) return authFailureLine(kind, 400, error.issues[0]?.message)
  const expected = httpErrorOf(error)
  if (expected && expected.status < 500) return authFailureLine(kind, expected.status, expected.message)
  logger.error({ err: error }, `${kind} form post failed`)
  return MSG.serverTrouble
}

/**
 * POST /api/auth/login/form: the sign-in form's plain post (`/login` before its scripts run, or without them).
 * The same checks and limits as POST /api/auth/login; 303 to /profile (or the saved job), or back to /login with
 * the error and the typed address.
 */
export async function answerLoginForm(request: Request): Promise<Response> {
  const fields = await readFormFields(request)
  try {
    const input = loginBodySchema.parse(fields)
    const payload = await getPayloadClient()
    return await signedInAnswer(payload, await signIn(payload, input, signInClientOf(request.headers)), saveIntentOf(request))
  } catch (error) {
    return refusedAnswer(request, '/login', error, { [AUTH_FORM_PARAMS.email]: (fields.email ?? '').slice(0, 254) })
  }
}

/**
 * POST /api/auth/register/form: the registration form's plain post (`/register` before its scripts run, or
 * without them). The same checks and limits as POST /api/auth/register, plus the confirmation the page asks for;
 * 303 to /profile (or the saved job), or back to /register with the error.
 */
export async function answerRegisterForm(request: Request): Promise<Response> {
  const fields = await readFormFields(request)
  try {
    const input = registerBodySchema.parse(fields)
    if (fields.confirmPassword !== fields.password) throw new HttpError(400, fields.confirmPassword ? MSG.mismatch : MSG.confirmRequired)
    const payload = await getPayloadClient()
    return await signedInAnswer(payload, await register(payload, input, signInClientOf(request.headers)), saveIntentOf(request))
  } catch (error) {
    return refusedAnswer(request, '/register', error)
  }
}
