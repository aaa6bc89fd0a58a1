import { settings } from '@cms/lib/settings'
import { apiRouteOf } from '@cms/api/answerApi'
import { compressResponses } from './compression'
import { refuseUnknownMethods } from './knownMethods'
import type { Middleware } from './middlewareStep'
import { pathSegments } from './pathSegments'
import { createPrecompressedAssets } from './precompressedAssets'
import { payloadRestRules } from './payloadRestRules'
import { readiness } from './readiness'
import { requestBudget } from './requestBudget'
import { measureRequests, serveMetrics } from './metricsEndpoint'
import { logRequests } from './requestLog'
import { securityHeaders } from './securityHeaders'
import { serveApi } from './serveApi'
import { serveDocuments } from './serveDocuments'
import { createSsrSteps } from './ssrMiddleware'
import { admissionFromSettings } from './admitRequests'
import { payloadSignInTurns } from './payloadSignInTurns'

const ssr = createSsrSteps({ dev: settings().NODE_ENV !== 'production' })

/**
 * The steps, in order; what none of them answers goes to Next (/cms, Payload's REST, robots.txt). Static
 * files and cached pages are answered before admission, so they are served even while other work is refused.
 */
export const middleware: Middleware[] = [
  logRequests,
  measureRequests(apiRouteOf),
  serveMetrics,
  refuseUnknownMethods,
  readiness,
  securityHeaders,
  requestBudget,
  pathSegments,
  payloadRestRules,
  createPrecompressedAssets(),
  compressResponses,
  ssr.cachedPage,
  admissionFromSettings(),
  payloadSignInTurns,
  serveDocuments,
  serveApi,
  ssr.render,
]
