import { API_ERRORS } from '@cms/contract/apiErrors'
import { isCrossSite } from '@cms/lib/sameSite'
import type { Middleware } from './middlewareStep'
import { sendJsonError } from './sendJson'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Login CSRF on Payload's REST (/cms/api): a state-changing call from another site is refused (403). Payload
 * keeps its multipart uploads. The documented /api applies the same rule per route (cms/api/answerApi.ts).
 */
export const payloadRestRules: Middleware = ({ request, response, path }) => {
  if (!STATE_CHANGING.has(request.method ?? 'GET') || !path.startsWith('/cms/api/')) return false
  if (isCrossSite(header(request.headers.origin), header(request.headers['sec-fetch-site']))) return sendJsonError(response, 403, API_ERRORS.foreignOrigin)
  return false
}
