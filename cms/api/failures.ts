import type { AfterErrorHook } from 'payload'
import { Failure, type FailureKind } from '@cms/domain/failure'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { HttpError } from '@cms/lib/http'
import { logger } from '@cms/lib/logger'

/** The one place a domain failure becomes an HTTP status. */
export const FAILURE_STATUS: Record<FailureKind, number> = {
  invalid: 400,
  'signed-out': 401,
  forbidden: 403,
  'not-found': 404,
  gone: 410,
  conflict: 409,
  'unsupported-format': 415,
  unprocessable: 422,
  'rate-limited': 429,
  'upstream-failed': 502,
  unavailable: 503,
}

export const statusOfFailure = (failure: Failure) => FAILURE_STATUS[failure.kind]

/** An expected failure as the HTTP error it answers (a domain failure mapped, an HttpError as it is); null for a fault. */
export function httpErrorOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error
  if (error instanceof Failure) return new HttpError(statusOfFailure(error), error.message, error.details)
  return null
}

/**
 * Whether an expected failure is a refusal the visitor is told in its own words: a 4xx, or a 503 (the server full,
 * or a moment without its database), whose message says to try again. Other 5xx are faults of ours.
 */
export const isRefusal = (known: HttpError) => known.status < 500 || known.status === 503

/**
 * What a plain form post tells its visitor on the page it returns to: an expected failure's own message, or, for
 * a fault (logged here as `what`), that the trouble is ours.
 */
export function formPostFailureMessage(error: unknown, what: string): string {
  const known = httpErrorOf(error)
  if (known && isRefusal(known)) return known.message
  logger.error({ err: error }, what)
  return API_ERRORS.serverTrouble
}

/** Rethrows a domain failure as its HTTP error, anything else as it is (for the entry's error answer). */
export function rethrowAsHttp(error: unknown): never {
  throw httpErrorOf(error) ?? error
}

/**
 * Payload's REST (/cms/api) answers a domain failure thrown inside a collection hook with its status and message in
 * Payload's error shape, as it answers its own APIErrors; without this it would be a 500.
 */
export const payloadDomainFailures: AfterErrorHook = ({ error }) => {
  if (!(error instanceof Failure)) return
  return { status: statusOfFailure(error), response: { errors: [{ message: error.message }] } }
}
