import { PRIVATE_CACHE_CONTROL } from '../contract/caching'
import type { Middleware } from './middlewareStep'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { isPersonalRequest } from './personalAnswers'
import { env } from '../lib/env'

const ONE_YEAR = 365 * 24 * 60 * 60

/** Paths whose answers are about someone (a session, an account, an alert): never stored by a browser or proxy cache. */
const PRIVATE_PREFIXES = ['/api/auth/', '/api/admin/', '/api/alerts', '/api/saved-jobs', '/cms/api/users', '/cms/api/orders']

const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/cms/api/')

/**
 * The headers every response carries, worked out once: the settings they depend on are read when the server
 * starts (the CSP alone cost more than a whole trivial API call when it was rebuilt per request).
 */
function headersOfEveryResponse(area: Area): [string, string][] {
  return [
    ['Content-Security-Policy', area === 'api' ? API_ANSWER_POLICY : contentSecurityPolicy(area)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(area === 'api' ? [] : DOCUMENT_ONLY_HEADERS),
    ...(env.isProduction ? [['Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`] as [string, string]] : []),
  ]
}

/**
 * What a browser reads only from a document it shows (which features its scripts may use, which windows share
 * its process): a JSON answer is never such a document, so API clients are not sent them on every answer.
 */
const DOCUMENT_ONLY_HEADERS: [string, string][] = [
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
]

type Area = 'site' | 'cms' | 'api'

/**
 * A JSON answer is no document: nothing may load from it or frame it. The pages' policy (Stripe's hosts, ads,
 * inline scripts) would only add some 600 bytes to every answer an API client reads.
 */
const API_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * What /api serves that a browser shows rather than reads: the API's own reference (a page and its script), the
 * guide's preview (a PDF shown inline) and Payload's uploads. These keep the pages' policy.
 */
const isShownByBrowser = (path: string) =>
  path === '/api/docs' || path.startsWith('/api/docs/') || path === '/api/admin/guide-file' || /^\/cms\/api\/[^/]+\/file\//.test(path)

let headers: Record<Area, [string, string][]> | null = null

/** Payload's admin pages (not its REST API, which answers JSON): their policy also lets the code editor load. */
const isCmsPage = (path: string) => (path === '/cms' || path.startsWith('/cms/')) && !path.startsWith('/cms/api/')

function areaOf(path: string): Area {
  if (isCmsPage(path)) return 'cms'
  return isApi(path) && !isShownByBrowser(path) ? 'api' : 'site'
}

/**
 * Sets the security headers on every response of the server, whoever writes it afterwards (our
 * middleware, Next, Payload): CSP with frame-ancestors (the pages' policy, or the JSON answers' own), X-Frame-Options, nosniff, Referrer-Policy,
 * Permissions-Policy and COOP on what a browser shows, and HSTS in production (the deployment serves HTTPS). API answers about someone, or
 * to a request with a session or a token, are `private, no-store` unless their handler says otherwise.
 */
export const securityHeaders: Middleware = ({ request, response, path }) => {
  headers ??= { site: headersOfEveryResponse('site'), cms: headersOfEveryResponse('cms'), api: headersOfEveryResponse('api') }
  for (const [name, value] of headers[areaOf(path)]) response.setHeader(name, value)
  if (isApi(path) && (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)) || isPersonalRequest(request))) response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
  return false
}
