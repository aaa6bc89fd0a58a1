import { z } from 'zod'
import { currentUser } from './session'
import { sessionRefusal, type SessionRole } from '@cms/domain/accounts/sessionAccess'
import type { User } from '@cms/payload-types'
import { DEFAULT_BODY_LIMIT, readJsonBody } from '@cms/lib/body'
import { handler, HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'
import { isSessionAccess, type Declaration } from './declaration'
import { httpErrorOf } from './failures'
import type { Route } from './route'

export const ACCESS_MESSAGES = {
  signedOut: 'Please sign in first.',
  notAdmin: 'You need administrator privileges to do this.',
  notStaff: 'You need an editor or administrator account to do this.',
} as const

/** The 400 of a bad input: its first message for people, every issue for programs. */
function invalid(call: Declaration, error: z.ZodError): HttpError {
  if (call.invalidInput) return httpErrorOf(call.invalidInput(error))!
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return new HttpError(400, error.issues[0]?.message || 'Invalid input', { success: false, issues })
}

function checked<S extends z.ZodType>(call: Declaration, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw invalid(call, parsed.error)
  return parsed.data
}

/** The signed-in user a call's access asks for: 401 signed out, 403 for the wrong role. */
async function userFor(role: SessionRole, request: Request): Promise<User> {
  const user = await currentUser(await getPayloadClient(), request)
  const refused = sessionRefusal(user, role)
  if (refused === 'signed-out') throw new HttpError(401, ACCESS_MESSAGES.signedOut)
  if (refused === 'wrong-role') throw new HttpError(403, role === 'admin' ? ACCESS_MESSAGES.notAdmin : ACCESS_MESSAGES.notStaff)
  return user!
}

/** The JSON body a call declares, checked; a body that is not JSON is the call's own 400. */
async function jsonBodyOf(call: Declaration, request: Request): Promise<unknown> {
  const declared = call.body!
  const raw = await readJsonBody(request, { maxBytes: declared.maxBytes ?? DEFAULT_BODY_LIMIT, allowEmpty: declared.optional }).catch((error: unknown) => {
    if (!(error instanceof HttpError) || error.status !== 400) throw error
    throw invalid(call, new z.ZodError([{ code: 'custom', path: [], message: error.message, input: undefined }]))
  })
  return checked(call, declared.schema, raw ?? {})
}

/** A domain failure as its HTTP error; anything else as it is. */
const asHttpError = (error: unknown) => httpErrorOf(error) ?? error

const searchOf = (url: string) => {
  const start = url.indexOf('?')
  return new URLSearchParams(start < 0 ? '' : url.slice(start))
}

/**
 * A declaration prepared once, at start, into what the router runs: the access check, the declared query and
 * JSON body checked, then the handler with the checked values and the user. A call that declares none of these
 * (the floor) runs its handler at once, with no promise in between. Whatever is thrown becomes a JSON error.
 */
export function prepareCall(call: Declaration): Route {
  const session = isSessionAccess(call.access)
  const readsBody = call.body?.format === 'json'
  const waits = session || readsBody || call.beforeInput !== undefined
  const queryOf = (request: Request) => (call.query ? checked(call, call.query, Object.fromEntries(searchOf(request.url))) : {})
  const run = waits
    ? async (request: Request, params: Record<string, string>) => {
        const user = session ? await userFor(call.access as SessionRole, request) : null
        if (call.beforeInput) await call.beforeInput(request)
        const query = queryOf(request)
        const body = readsBody ? await jsonBodyOf(call, request) : undefined
        return call.handler({ request, params, query, body, user })
      }
    : (request: Request, params: Record<string, string>) => call.handler({ request, params, query: queryOf(request), body: undefined, user: null })
  // A domain failure becomes its HTTP error here, so the answer's status comes from one table (./failures).
  return { method: call.method, path: call.path, policy: call.policy, handler: handler((request: Request, { params }: { params: Record<string, string> }) => run(request, params), asHttpError) }
}
