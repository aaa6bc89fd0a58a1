import { API_ERRORS } from '@cms/contract/apiErrors'
import { isApiPath, type Middleware } from './middlewareStep'
import { sendJsonError } from './sendJson'

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
/** Plain ASCII without '%' or '+': decodes to itself. */
const PLAIN = /^[\w\-./~:@!$&'()*,;=?]*$/

function decodes(part: string): boolean {
  try {
    return !CONTROL_CHARACTERS.test(decodeURIComponent(part.replace(/\+/g, ' ')))
  } catch {
    return false
  }
}

/**
 * Every request target must be a path; every path, and API queries, must be valid UTF-8 without control characters (a NUL cannot even be
 * stored in PostgreSQL text): anything else is a 400 here, before any handler, query or the page renderer
 * sees it (`/%FF/x` reached a decodeURIComponent and answered 500). A page's query is the page's own
 * business: URLSearchParams reads a malformed one without failing.
 */
export const pathSegments: Middleware = ({ response, path, search }) => {
  // `OPTIONS *` (asterisk form) and other targets that are no path reached Next, which threw outside any handler.
  if (!path.startsWith('/')) return sendJsonError(response, 400, API_ERRORS.badAddress)
  const api = isApiPath(path) || path.startsWith('/cms/api/')
  // Nothing to check for plain addresses (most pages, the hot reads, the floor).
  if (PLAIN.test(path) && (!api || PLAIN.test(search))) return false
  const parts = api ? [...path.split('/'), ...search.slice(1).split(/[&=]/)] : path.split('/')
  return parts.every(decodes) ? false : sendJsonError(response, 400, API_ERRORS.badAddress)
}
