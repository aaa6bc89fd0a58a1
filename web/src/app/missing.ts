import { data, isRouteErrorResponse } from 'react-router-dom'

/** What a not-found answer is about; each kind has its own screen. */
export type MissingKind = 'page' | 'job' | 'category' | 'location' | 'post' | 'keyword' | 'company'

interface Missing {
  kind: MissingKind
  /** A job that visitors reported (or a scam rule caught) is hidden while staff review it: it may come back. */
  underReview?: boolean
}

/** Thrown by a loader: the route renders its not-found screen and the server answers `status`. */
export const missing = (kind: MissingKind, status: 404 | 410, detail: Omit<Missing, 'kind'> = {}) => data<Missing>({ kind, ...detail }, { status })

/**
 * What a loader threw, as the data router hands it to the error screen: a `data(...)` answer (`missing`) becomes a
 * route error response with its status; anything else stays as it is. The browser's router (BrowserRoutes) runs
 * loaders itself.
 */
export function routeErrorOf(thrown: unknown): unknown {
  if (!(thrown instanceof Object) || !('type' in thrown) || thrown.type !== 'DataWithResponseInit') return thrown
  const { data: payload, init } = thrown as unknown as { data: unknown; init: ResponseInit | null }
  return { status: init?.status ?? 500, statusText: init?.statusText ?? '', internal: false, data: payload }
}

/** The kind and status of a thrown `missing(...)`, or null for any other error. */
export function missingOf(error: unknown): (Missing & { status: number }) | null {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) return null
  const found = (error.data as Partial<Missing> | undefined) ?? {}
  return { kind: found.kind ?? 'page', underReview: found.underReview ?? false, status: error.status }
}
