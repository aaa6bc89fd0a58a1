import type { Payload } from 'payload'
import { z } from 'zod'
import { afterSignInPath, AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { authFailureLine, MSG, type LoginInput } from '@cms/contract/accounts'
import { PRIVATE_CACHE_CONTROL } from '@cms/contract/caching'
import { signIn } from '@cms/domain/accounts/login'
import { register } from '@cms/domain/accounts/register'
import { setJobSaved } from '@cms/domain/accounts/savedJobs'
import { sessionCookies } from '@cms/domain/accounts/sessionCookie'
import { logger } from '@cms/lib/logger'
import { signInClientOf } from '@cms/lib/signInClient'
import type { User } from '@cms/payload-types'
import type { DeclaredHeaders } from '../declaration'
import { httpErrorOf, isRefusal } from '../failures'

/** The form action's own query: the job a sign-in started from Save should save, and the address to keep. */
export const authFormQuerySchema = z.object({
  [AUTH_FORM_PARAMS.save]: z.string().max(200).optional().describe('The slug of the job to save once signed in.'),
  [AUTH_FORM_PARAMS.email]: z.string().max(254).optional().describe('The address to show again in the form.'),
})
type AuthFormQuery = z.output<typeof authFormQuerySchema>

/** What the form handlers read of their context. */
interface FormContext<Body> {
  body: Body
  query: AuthFormQuery
  payload: Payload
  client: { address: string }
  headers: DeclaredHeaders<'cookie'>
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

const kindOf = (page: '/login' | '/register') => (page === '/login' ? 'login' : 'register')

/**
 * A form post's refused sign-in or registration: 303 back to its page (the form action's own query kept) with
 * the inline line the page shows, and what else the page should keep (never a password).
 */
export function refusedAnswer(query: AuthFormQuery, page: '/login' | '/register', line: string, keep: Record<string, string> = {}): Response {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  for (const [name, value] of Object.entries(keep)) params.set(name, value)
  params.set(AUTH_FORM_PARAMS.error, line)
  return new Response(null, { status: 303, headers: { Location: `${page}?${params}`, 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

/** The page's line for fields the entry refused. */
export const refusedFieldsLine = (page: '/login' | '/register', message: string) => authFailureLine(kindOf(page), 400, message)

/** A refusal of the domain as the page's line; a failure of ours is logged and said as such. */
function refusedBy(error: unknown, query: AuthFormQuery, page: '/login' | '/register', keep: Record<string, string> = {}): Response {
  const expected = httpErrorOf(error)
  if (expected && isRefusal(expected)) return refusedAnswer(query, page, authFailureLine(kindOf(page), expected.status, expected.message), keep)
  logger.error({ err: error }, `${page} form post failed`)
  return refusedAnswer(query, page, MSG.serverTrouble, keep)
}

/**
 * POST /api/auth/login/form: the sign-in form's plain post (`/login` before its scripts run, or without them).
 * The entry checks the declared fields (a refusal goes back to /login); the same limits as POST /api/auth/login;
 * 303 to /profile (or the saved job), or back to /login with the error and the typed address.
 */
export async function answerLoginForm({ body, query, payload, client, headers }: FormContext<LoginInput>): Promise<Response> {
  try {
    return await signedInAnswer(payload, await signIn(payload, body, signInClientOf(client.address, headers.get('cookie'))), query.save ?? null)
  } catch (error) {
    return refusedBy(error, query, '/login', { [AUTH_FORM_PARAMS.email]: body.email.slice(0, 254) })
  }
}

/**
 * POST /api/auth/register/form: the registration form's plain post (`/register` before its scripts run, or
 * without them). The entry checks the declared fields and the confirmation (a refusal goes back to /register);
 * the same limits as POST /api/auth/register; 303 to /profile (or the saved job), or back with the error.
 */
export async function answerRegisterForm({ body, query, payload, client, headers }: FormContext<Parameters<typeof register>[1]>): Promise<Response> {
  try {
    return await signedInAnswer(payload, await register(payload, body, signInClientOf(client.address, headers.get('cookie'))), query.save ?? null)
  } catch (error) {
    return refusedBy(error, query, '/register')
  }
}
