import { API_ERRORS } from '@cms/contract/apiErrors'
import { isApiPath, type Middleware } from './middlewareStep'
import { sendJsonError } from './sendJson'

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

function decodes(part: string): boolean {
  try {
    return !CONTROL_CHARACTERS.test(decodeURIComponent(part.replace(/\+/g, ' ')))
  } catch {
    return false
  }
}

/**
 * API paths and queries must be valid UTF-8 without control characters (a NUL cannot even be stored
 * in PostgreSQL text): anything else is a 400 here, before any handler or query sees it.
 */
export const pathSegments: Middleware = ({ response, path, search }) => {
  if (!isApiPath(path) && !path.startsWith('/cms/api/')) return false
  // Plain ASCII without '%' or '+' decodes to itself: nothing to check (the hot reads and the floor).
  if (/^[\w\-./~:@!$&'()*,;=?]*$/.test(path + search)) return false
  const parts = [...path.split('/'), ...search.slice(1).split(/[&=]/)]
  return parts.every(decodes) ? false : sendJsonError(response, 400, API_ERRORS.badAddress)
}
