import { env } from '../lib/env'
import type { Middleware } from './middleware'
import { sendJsonError } from './sendJson'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Calls whose senders are not our pages: Stripe's webhook and mail clients' one-click unsubscribe (RFC 8058). */
const FROM_OTHER_SENDERS = new Set(['/api/stripe/webhook', '/api/newsletter/unsubscribe', '/api/alerts/unsubscribe'])

/** Calls our own pages send in another format: the classic form-post checkout and the guide upload. */
const NOT_JSON = new Set(['/api/public-checkout/create-session', '/api/admin/upload-guide'])

export const FOREIGN_ORIGIN = 'Cross-site requests are not accepted.'
export const JSON_ONLY = 'Send the request body as application/json.'

function isForeign(headers: { origin?: string; 'sec-fetch-site'?: string | string[] }): boolean {
  const origin = headers.origin
  if (origin) return !env.trustedOrigins.includes(origin)
  // Browsers send Origin on every state-changing request; Sec-Fetch-Site is the fallback signal.
  return headers['sec-fetch-site'] === 'cross-site'
}

function hasBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  return Number(headers['content-length'] || 0) > 0 || Boolean(headers['transfer-encoding'])
}

/**
 * Login CSRF and friends: a state-changing call to /api or Payload's /cms/api from another site is
 * refused (403), and /api bodies must be JSON (415) so a cross-site text/plain or form post can never
 * be read as a request. Payload's REST keeps its multipart uploads; the exceptions above keep theirs.
 */
export const apiRequestRules: Middleware = (request, response) => {
  if (!STATE_CHANGING.has(request.method ?? 'GET')) return false
  const path = (request.url ?? '/').split('?')[0]!
  const isApi = path.startsWith('/api/')
  if (!isApi && !path.startsWith('/cms/api/')) return false
  if (FROM_OTHER_SENDERS.has(path)) return false
  if (isForeign(request.headers)) return sendJsonError(response, 403, FOREIGN_ORIGIN)
  if (isApi && !NOT_JSON.has(path) && hasBody(request.headers)) {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/json') return sendJsonError(response, 415, JSON_ONLY)
  }
  return false
}
