import type http from 'node:http'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { MAX_BODY_BYTES } from '@cms/contract/limits'
import { MAX_UPLOAD_BYTES } from '@cms/api/policy'
import { settings } from '@cms/lib/settings'
import type { Middleware } from './middlewareStep'
import { sendJsonError } from './sendJson'

/** Longest a request may take before it is answered 503 (a stuck query must not hold its client forever). */
export const REQUEST_TIME_BUDGET_MS = settings().REQUEST_TIME_BUDGET_MS

/** Payload's upload collections (blog media, the guide PDF). */
const UPLOAD_PATHS = ['/cms/api/media', '/cms/api/guide-files']

/**
 * One request to Payload's REST cannot starve the rest: a declared body above the limit is refused (413)
 * before a byte is read, and a request still unanswered after the time budget gets a 503 (or, if it already
 * started answering, its connection is closed). The documented /api has the same limits per route in its
 * table (cms/api/policy.ts).
 */
export const requestBudget: Middleware = ({ request, response, path }) => {
  if (!path.startsWith('/cms/api/')) return false
  const limit = UPLOAD_PATHS.some((prefix) => path.startsWith(prefix)) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES
  if (Number(request.headers['content-length'] || 0) > limit) return sendJsonError(response, 413, API_ERRORS.tooLarge)
  const timer = setTimeout(() => {
    if (response.writableEnded) return
    if (response.headersSent) response.destroy()
    else sendJsonError(response, 503, API_ERRORS.tooSlow)
  }, REQUEST_TIME_BUDGET_MS)
  timer.unref()
  response.once('close', () => clearTimeout(timer))
  return false
}

/** Slow or idle clients cannot hold a socket open: limits on the whole server. */
export function applyServerTimeouts(server: http.Server): void {
  server.headersTimeout = 20_000
  server.requestTimeout = 120_000
  server.keepAliveTimeout = 5_000
}
