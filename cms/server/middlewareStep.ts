import type { IncomingMessage, ServerResponse } from 'node:http'

/** One request as the server's steps see it: the Node objects and the request's path and query, parsed once. */
export interface Exchange {
  request: IncomingMessage
  response: ServerResponse
  /** The path, still percent-encoded, without the query. */
  path: string
  /** The query with its leading '?', or ''. */
  search: string
}

/**
 * A step the server runs before handing a request on. It answers the request itself and returns true, or
 * returns false to let the next step (and finally Next) have it. A step may also decorate the response
 * (headers, compression) and return false.
 */
export type Middleware = (exchange: Exchange) => boolean | Promise<boolean>

/** Splits a request's URL into path and query once, for every step. */
export function exchangeOf(request: IncomingMessage, response: ServerResponse): Exchange {
  const url = request.url || '/'
  const queryAt = url.indexOf('?')
  return queryAt < 0 ? { request, response, path: url, search: '' } : { request, response, path: url.slice(0, queryAt), search: url.slice(queryAt) }
}

/** True for the documented API's paths (`/api` and below). */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')
