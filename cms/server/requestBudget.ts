import type http from 'node:http'
import { MULTIPART_OVERHEAD } from '@cms/lib/multipart'
import { settings } from '@cms/lib/settings'
import { GUIDE_MAX_BYTES } from '../contract/admin'
import { MAX_BODY_BYTES } from '../contract/limits'
import type { Middleware } from './middleware'
import { sendJsonError } from './sendJson'

/** Uploads get the guide's limit plus the multipart envelope. */
export const MAX_UPLOAD_BYTES = GUIDE_MAX_BYTES + MULTIPART_OVERHEAD
/** Longest a request may take before it is answered 503 (a stuck query must not hold its client forever). */
export const REQUEST_TIME_BUDGET_MS = settings().REQUEST_TIME_BUDGET_MS

const UPLOAD_PATHS = ['/api/admin/upload-guide', '/cms/api/media', '/cms/api/guide-files']

/**
 * One request cannot starve the rest: a declared body above the limit is refused (413) before a byte
 * is read, and a request still unanswered after the time budget gets a 503 (or, if it already started
 * answering, its connection is closed). The route handlers also count bytes while reading, for bodies
 * sent without a length.
 */
export const requestBudget: Middleware = (request, response) => {
  const path = (request.url ?? '/').split('?')[0]!
  if (path.startsWith('/api/') || path.startsWith('/cms/api/')) {
    const limit = UPLOAD_PATHS.some((prefix) => path.startsWith(prefix)) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES
    if (Number(request.headers['content-length'] || 0) > limit) return sendJsonError(response, 413, 'Request body is too large.')
    const timer = setTimeout(() => {
      if (response.writableEnded) return
      if (response.headersSent) response.destroy()
      else sendJsonError(response, 503, 'The server took too long to answer. Please try again.')
    }, REQUEST_TIME_BUDGET_MS)
    timer.unref()
    response.once('close', () => clearTimeout(timer))
  }
  return false
}

/** Slow or idle clients cannot hold a socket open: limits on the whole server. */
export function applyServerTimeouts(server: http.Server): void {
  server.headersTimeout = 20_000
  server.requestTimeout = 120_000
  server.keepAliveTimeout = 5_000
}
