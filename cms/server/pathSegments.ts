import type { Middleware } from './middleware'
import { sendJsonError } from './sendJson'

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

function decodes(part: string): boolean {
  try {
    return !CONTROL_CHARACTERS.test(decodeURIComponent(part.replace(/\+/g, ' ')))
  } catch {
    return false
  }
}

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/cms/api/')

/**
 * Every path, and API queries, must be valid UTF-8 without control characters (a NUL cannot even be
 * stored in PostgreSQL text): anything else is a 400 here, before any handler, query or the page renderer
 * sees it (`/%FF/x` reached a decodeURIComponent and answered 500). A page's query is the page's own
 * business: URLSearchParams reads a malformed one without failing.
 */
export const pathSegments: Middleware = (request, response) => {
  const url = request.url ?? '/'
  const [path = '', query = ''] = url.split('?', 2)
  const parts = isApi(url) ? [...path.split('/'), ...query.split(/[&=]/)] : path.split('/')
  return parts.every(decodes) ? false : sendJsonError(response, 400, 'The address contains characters that are not allowed.')
}
