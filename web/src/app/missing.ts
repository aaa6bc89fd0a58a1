import { data, isRouteErrorResponse } from 'react-router-dom'

/** What a not-found answer is about; each kind has its own screen. */
export type MissingKind = 'page' | 'job' | 'category' | 'location' | 'post' | 'keyword'

interface Missing {
  kind: MissingKind
}

/** Thrown by a loader: the route renders its not-found screen and the server answers `status`. */
export const missing = (kind: MissingKind, status: 404 | 410) => data<Missing>({ kind }, { status })

/** The kind and status of a thrown `missing(...)`, or null for any other error. */
export function missingOf(error: unknown): { kind: MissingKind; status: number } | null {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) return null
  const kind = (error.data as Partial<Missing> | undefined)?.kind ?? 'page'
  return { kind, status: error.status }
}
