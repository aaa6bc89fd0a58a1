import { settings } from '@cms/lib/settings'
import { compressResponses } from './compression'
import { refuseUnknownMethods } from './knownMethods'
import type { Middleware } from './middlewareStep'
import { pathSegments } from './pathSegments'
import { createPrecompressedAssets } from './precompressedAssets'
import { payloadRestRules } from './payloadRestRules'
import { readiness } from './readiness'
import { requestBudget } from './requestBudget'
import { logRequests } from './requestLog'
import { securityHeaders } from './securityHeaders'
import { serveApi } from './serveApi'
import { createSsrMiddleware } from './ssrMiddleware'

/** The steps, in order; what none of them answers goes to Next (/cms, Payload's REST, feeds, sitemaps). */
export const middleware: Middleware[] = [
  logRequests,
  refuseUnknownMethods,
  readiness,
  securityHeaders,
  requestBudget,
  pathSegments,
  payloadRestRules,
  createPrecompressedAssets(),
  compressResponses,
  serveApi,
  createSsrMiddleware({ dev: settings().NODE_ENV !== 'production' }),
]
