import type { IncomingMessage, ServerResponse } from 'node:http'
import { settings } from '@cms/lib/settings'
import { apiRequestRules } from './apiRequestRules'
import { compressResponses } from './compression'
import { servePublicReads } from './publicReads'
import { readiness } from './readiness'
import { pathSegments } from './pathSegments'
import { requestBudget } from './requestBudget'
import { logRequests } from './requestLog'
import { securityHeaders } from './securityHeaders'
import { createSsrMiddleware } from './ssrMiddleware'

/**
 * A step the server runs before handing a request to Next. It answers the request itself and
 * returns true, or returns false to let the next step (and finally Next) have it. A step may also
 * decorate the response (headers, compression) and return false.
 */
export type Middleware = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>

/** The steps, in order. Each concern adds its own module under cms/server and one line here. */
export const middleware: Middleware[] = [
  logRequests,
  readiness,
  securityHeaders,
  requestBudget,
  pathSegments,
  apiRequestRules,
  compressResponses,
  servePublicReads,
  createSsrMiddleware({ dev: settings().NODE_ENV !== 'production' }),
]
