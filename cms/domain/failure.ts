import type { ApiErrorBody } from '@cms/contract/apiError'

/**
 * What can go wrong in the domain, in its own words. The HTTP layer (cms/api/failures.ts) turns each kind into a
 * status; the domain never names one.
 */
export type FailureKind =
  | 'invalid'
  | 'signed-out'
  | 'forbidden'
  | 'not-found'
  | 'gone'
  | 'conflict'
  | 'unsupported-format'
  | 'unprocessable'
  | 'rate-limited'
  | 'upstream-failed'
  | 'unavailable'

/** Fields an answer carries beside its message: a form's per-field messages, when to try again, where to go on. */
export type FailureDetails = Partial<Pick<ApiErrorBody, 'success' | 'issues' | 'fields' | 'retryAfter' | 'redirectUrl'>>

/** An expected failure: its message is shown to the caller word for word. */
export class Failure extends Error {
  override readonly name = 'Failure'

  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly details: FailureDetails = {},
  ) {
    super(message)
  }
}

export const fail = (kind: FailureKind, message: string, details?: FailureDetails) => new Failure(kind, message, details)

/** Failures that are ours or of a service we rely on (worth trying again later), not the caller's. */
const NOT_THE_CALLERS: ReadonlySet<FailureKind> = new Set(['upstream-failed', 'unavailable'])

/** A refusal of what the caller asked (bad input, no right, nothing there), as opposed to a failure on our side. */
export const isRefusal = (error: unknown): error is Failure => error instanceof Failure && !NOT_THE_CALLERS.has(error.kind)
