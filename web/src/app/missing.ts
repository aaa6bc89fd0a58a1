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

/** The kind and status of a thrown `missing(...)`, or null for any other error. */
export function missingOf(error: unknown): (Missing & { status: number }) | null {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) return null
  const found = (error.data as Partial<Missing> | undefined) ?? {}
  return { kind: found.kind ?? 'page', underReview: found.underReview ?? false, status: error.status }
}
