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

/** Whether `error` is a domain failure (of `kind`, when given). */
export const isFailure = (error: unknown, kind?: FailureKind): error is Failure => error instanceof Failure && (kind === undefined || error.kind === kind)
