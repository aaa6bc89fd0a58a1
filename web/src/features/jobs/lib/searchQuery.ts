import { listQueryString } from './filters'

/**
 * The /search screen's call: its list parameters plus the filter panel's counts (`facets=true`), and strict
 * matching when the visitor chose to search the words as typed ("Search instead for …"). One function for the
 * route's loader and the screen, so the server-rendered data is what the screen asks for.
 */
export function searchScreenQueryString(params: URLSearchParams): string {
  return listQueryString(params, { facets: 'true', ...(params.get('match') === 'strict' ? { match: 'strict' } : {}) })
}

/** The same search with the words as typed, never corrected or widened (the link beside "Showing results for …"). */
export function strictSearchHref(params: URLSearchParams): string {
  return `/search?${listQueryString(params, { match: 'strict' })}`
}
