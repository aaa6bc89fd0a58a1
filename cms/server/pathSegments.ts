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

/**
 * API paths and queries must be valid UTF-8 without control characters (a NUL cannot even be stored
 * in PostgreSQL text): anything else is a 400 here, before any handler or query sees it.
 */
export const pathSegments: Middleware = (request, response) => {
  const url = request.url ?? '/'
  if (!url.startsWith('/api/') && !url.startsWith('/cms/api/')) return false
  const [path = '', query = ''] = url.split('?', 2)
  const parts = [...path.split('/'), ...query.split(/[&=]/)]
  return parts.every(decodes) ? false : sendJsonError(response, 400, 'The address contains characters that are not allowed.')
}
