import type { Payload } from 'payload'
import { z } from 'zod'
import { queryRecord } from '@cms/contract/queryString'
import { sessionRefusal, type SessionRole } from '@cms/domain/accounts/sessionAccess'
import { DEFAULT_BODY_LIMIT, readBodyText, readFormFields, readJsonBody } from '@cms/lib/body'
import { clientIp } from '@cms/lib/clientIp'
import { handler, HttpError } from '@cms/lib/http'
import { multipartUpload } from '@cms/lib/multipart'
import { getPayloadClient } from '@cms/payloadClient'
import { jsonResponse } from '@cms/lib/stringResponse'
import { isJsonAnswer, isRawAnswer, isSessionAccess, type CallContext, type Declaration, type MultipartBody, type RawBody } from './declaration'
import { httpErrorOf } from './failures'
import type { Route } from './route'
import { readSession, type Session } from './session'

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

const NO_SESSION: Session = { user: null, sessionId: null }

/** The session a call's access asks for: 401 signed out, 403 for the wrong role; an optional one as it is. */
async function sessionFor(call: Declaration, payload: Payload, request: Request): Promise<Session> {
  if (!isSessionAccess(call.access)) return call.session === 'optional' ? readSession(payload, request.headers) : NO_SESSION
  const role = call.access as SessionRole
  const session = await readSession(payload, request.headers)
  const refused = sessionRefusal(session.user, role)
  if (refused === 'signed-out') throw new HttpError(401, ACCESS_MESSAGES.signedOut)
  if (refused === 'wrong-role') throw new HttpError(403, role === 'admin' ? ACCESS_MESSAGES.notAdmin : ACCESS_MESSAGES.notStaff)
  return session
}

/** A body read as something other than the declared format is the call's own 400. */
const asInvalidBody = (call: Declaration) => (error: unknown) => {
  if (!(error instanceof HttpError) || error.status !== 400) throw error
  throw invalid(call, new z.ZodError([{ code: 'custom', path: [], message: error.message, input: undefined }]))
}

/** The JSON body a call declares, checked; a body that is not JSON is the call's own 400. */
async function jsonBodyOf(call: Declaration, request: Request): Promise<unknown> {
  const declared = call.body!
  const raw = await readJsonBody(request, { maxBytes: declared.maxBytes ?? DEFAULT_BODY_LIMIT, allowEmpty: declared.optional }).catch(asInvalidBody(call))
  return checked(call, declared.schema, raw ?? {})
}

/** The form body a call declares, checked; a refused form is answered by the declaration's redirect. */
async function formBodyOf(call: Declaration, request: Request, query: unknown): Promise<{ body: unknown } | { refusal: Response }> {
  const fields = await readFormFields(request, call.body!.maxBytes ?? DEFAULT_BODY_LIMIT)
  const parsed = call.body!.schema.safeParse(fields)
  if (parsed.success) return { body: parsed.data }
  const message = parsed.error.issues[0]?.message || 'Invalid input'
  if (!call.formRefusal) throw invalid(call, parsed.error)
  return { refusal: call.formRefusal({ message, fields, query }) }
}

const mediaTypeOf = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/** A body the handler reads in its own format: as text or a JSON object, within the call's size. */
const rawBodyOf = (call: Declaration, request: Request): RawBody => ({
  contentType: mediaTypeOf(request),
  text: (maxBytes = call.policy.maxBodyBytes) => readBodyText(request, maxBytes),
  json: (maxBytes = DEFAULT_BODY_LIMIT) => readJsonBody(request, { maxBytes }),
})

const multipartBodyOf = (request: Request): MultipartBody => ({ upload: (rules) => multipartUpload(request, rules) })

/** Only the declared headers, read from the request when asked. */
function declaredHeaders(call: Declaration, request: Request): CallContext<string, unknown, unknown, null, string>['headers'] {
  const names = new Set(call.headers ?? [])
  return {
    get: (name) => {
      if (!names.has(name)) throw new Error(`${call.method} ${call.path} reads the header ${name} it does not declare`)
      return request.headers.get(name)
    },
  }
}

const searchOf = (request: Request) => {
  const start = request.url.indexOf('?')
  return new URLSearchParams(start < 0 ? '' : request.url.slice(start))
}

/** What a call that declares `usesPayload: false` gets: touching it is a bug of the declaration. */
const NO_PAYLOAD = new Proxy({} as Payload, {
  get: () => {
    throw new Error('This call declares usesPayload: false')
  },
})

const originOf = (url: string) => url.slice(0, url.indexOf('/', url.indexOf('://') + 3))

/** A domain failure as its HTTP error; anything else as it is. */
const asHttpError = (error: unknown) => httpErrorOf(error) ?? error

/** The handler's result as the answer: declared data is JSON with the declared status; a Response stays one. */
function answerOf(call: Declaration, result: unknown): Response {
  if (result instanceof Response) return result
  if (isRawAnswer(result)) return result.response
  if (isJsonAnswer(result)) return jsonResponse(result.data, { status: result.status ?? call.answer.status, ...(result.headers ? { headers: result.headers } : {}) })
  return jsonResponse(result, call.answer.status === 200 ? {} : { status: call.answer.status })
}

/** Payload, once started: the calls that need nothing else read it without waiting a turn. */
let startedPayload: Payload | undefined
const payloadNow = (): Payload | Promise<Payload> =>
  startedPayload ??
  getPayloadClient().then((payload) => {
    startedPayload = payload
    return payload
  })

/**
 * A declaration prepared once, at start, into what the router runs: the access check, the declared query and
 * body checked, then the handler with its context (never the request). A call that needs none of these (the
 * floor) runs its handler at once, with no promise in between. Whatever is thrown becomes a JSON error.
 */
export function prepareCall(call: Declaration): Route {
  const readsSession = isSessionAccess(call.access) || call.session === 'optional'
  const format = call.body?.format
  const waits = readsSession || format === 'json' || format === 'form' || call.beforeInput !== undefined
  const queryOf = (search: URLSearchParams) => (call.query ? checked(call, call.query, queryRecord(search)) : {})
  const contextOf = (request: Request, params: Record<string, string>, payload: Payload, query: unknown, session: Session, body: unknown): CallContext<string, unknown, unknown, unknown, string> => ({
    params,
    query,
    body,
    user: session.user,
    sessionId: session.sessionId,
    payload,
    client: { address: clientIp(request) },
    headers: declaredHeaders(call, request),
    origin: originOf(request.url),
  })
  const bodyReader = (request: Request) => (format === 'multipart' ? multipartBodyOf(request) : format === 'any' ? rawBodyOf(call, request) : undefined)
  const run = (request: Request, params: Record<string, string>): Response | Promise<Response> => {
    const payload = call.usesPayload === false ? NO_PAYLOAD : payloadNow()
    if (!waits && !(payload instanceof Promise)) {
      const context = contextOf(request, params, payload, call.query ? queryOf(searchOf(request)) : {}, NO_SESSION, bodyReader(request))
      const result = call.handler(context as never)
      return result instanceof Promise ? result.then((answer) => answerOf(call, answer)) : answerOf(call, result)
    }
    return (async () => {
      const started = await payload
      const session = readsSession ? await sessionFor(call, started, request) : NO_SESSION
      if (call.beforeInput) await call.beforeInput({ payload: started, client: { address: clientIp(request) } })
      const query = queryOf(searchOf(request))
      let body: unknown = bodyReader(request)
      if (format === 'json') body = await jsonBodyOf(call, request)
      if (format === 'form') {
        const form = await formBodyOf(call, request, query)
        if ('refusal' in form) return form.refusal
        body = form.body
      }
      return answerOf(call, await call.handler(contextOf(request, params, started, query, session, body) as never))
    })()
  }
  // A domain failure becomes its HTTP error here, so the answer's status comes from one table (./failures).
  return { method: call.method, path: call.path, policy: call.policy, handler: handler((request: Request, { params }: { params: Record<string, string> }) => run(request, params), asHttpError) }
}
