import { APIError } from 'payload'
import { z } from 'zod'
import { PRIVATE_CACHE_CONTROL } from '../contract/caching'
import { API_ERRORS } from '../contract/apiErrors'
import { logger } from './logger'
import { databaseFailureOf, databaseUnavailable } from './databaseFailure'
import { storageUnavailable } from './storage/storageFailure'
import { jsonResponse } from './stringResponse'

/**
 * An expected failure with the status and message the client should see. It is a Payload APIError
 * (public), so the same error thrown inside a Payload hook reaches Payload's REST callers with its
 * status and message too.
 */
export class HttpError extends APIError {
  constructor(
    status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message, status, null, true)
  }
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ error: message, message, ...extra }, { status })
}

/** The headers of an answer that sets (or clears) cookies: never stored by a cache. */
export function cookieHeaders(cookies: string | readonly string[]): Headers {
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE_CONTROL })
  for (const cookie of typeof cookies === 'string' ? [cookies] : cookies) headers.append('Set-Cookie', cookie)
  return headers
}

/** The answer to a browser's form post: 303 to the page that shows its result (never stored by a cache). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': PRIVATE_CACHE_CONTROL } })
}

/**
 * Wraps a route handler so every failure becomes a JSON answer: HttpError and zod errors give
 * their 4xx with a message; anything unexpected is logged and answered with a bare 500 message,
 * never a stack trace. `known` may first turn a failure of the caller's own kind into an HttpError (the
 * declarations' domain failures). A handler that answers at once is answered at once (no promise in between),
 * so the server can write a trivial answer without waiting a turn of the event loop.
 */
export function handler<Ctx, Answer extends Response | Promise<Response>>(
  fn: (request: Request, context: Ctx) => Answer,
  known: (error: unknown) => unknown = (error) => error,
) {
  return (request: Request, context: Ctx): Answer => {
    try {
      const answer = fn(request, context)
      return (answer instanceof Promise ? answer.catch((error: unknown) => failureAnswer(known(error), request)) : answer) as Answer
    } catch (error) {
      return failureAnswer(known(error), request) as Answer
    }
  }
}

function failureAnswer(error: unknown, request: Request): Response {
  if (error instanceof HttpError) return withRetryAfter(jsonError(error.status, error.message, error.body), error.body.retryAfter)
  if (error instanceof z.ZodError) {
    const first = error.issues[0]
    return jsonError(400, first?.message || 'Invalid input', { issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) })
  }
  if (isBadInputError(error)) return jsonError(400, 'The request contains characters that are not allowed.')
  // The bucket away: the upload's database writes were rolled back with it, so the client may simply retry.
  if (storageUnavailable(error)) {
    logger.warn({ err: error, method: request.method, path: new URL(request.url).pathname }, 'api call answered 503: file storage is unavailable')
    return jsonError(503, API_ERRORS.storageUnavailable)
  }
  // The primary restarting or failing over: a moment's 503 the client may retry, not a fault of ours.
  if (databaseUnavailable(error)) {
    logger.warn({ method: request.method, path: new URL(request.url).pathname }, 'api call answered 503: the database is unavailable')
    return jsonError(503, API_ERRORS.databaseUnavailable)
  }
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'api call failed')
  return jsonError(500, API_ERRORS.serverTrouble)
}

/** A refusal that says when to try again (`retryAfter` seconds in its body) says it in the header clients read, too. */
function withRetryAfter(response: Response, retryAfter: unknown): Response {
  if (typeof retryAfter === 'number' && retryAfter > 0) response.headers.set('Retry-After', String(Math.ceil(retryAfter)))
  return response
}

/** PostgreSQL's "invalid byte sequence" / "untranslatable character" (e.g. a NUL in text), and a bad %-escape. */
const BAD_INPUT_SQLSTATES = new Set(['22021', '22P05'])

function isBadInputError(error: unknown): boolean {
  if (error instanceof URIError) return true
  return BAD_INPUT_SQLSTATES.has(databaseFailureOf(error)?.code ?? '')
}
