import { API_ERRORS } from '@cms/contract/apiErrors'
import type { Middleware } from './middlewareStep'
import { sendJsonError } from './sendJson'

/** The methods the site answers (the /api declarations, Payload's REST and admin, pages). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const ALLOW = [...KNOWN_METHODS].join(', ')

/**
 * Middleware: any other method Node lets through (TRACE, WebDAV verbs) is a 405 before a step parses it: TRACE reached the
 * /api entry, where a Web Request cannot carry it (500), and Next (500).
 */
export const refuseUnknownMethods: Middleware = ({ request, response }) => {
  if (KNOWN_METHODS.has(request.method ?? 'GET')) return false
  response.setHeader('Allow', ALLOW)
  return sendJsonError(response, 405, API_ERRORS.unknownMethod)
}
