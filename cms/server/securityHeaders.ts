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
function headersOfEveryResponse(area: 'site' | 'cms'): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(area)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ...(env.isProduction ? [['Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`] as [string, string]] : []),
  ]
}

let headers: Record<'site' | 'cms', [string, string][]> | null = null

/** Payload's admin pages (not its REST API, which answers JSON): their policy also lets the code editor load. */
const isCmsPage = (path: string) => (path === '/cms' || path.startsWith('/cms/')) && !path.startsWith('/cms/api/')

/**
 * Sets the security headers on every response of the server, whoever writes it afterwards (our
 * middleware, Next, Payload): CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy,
 * Permissions-Policy, and HSTS in production (the deployment serves HTTPS). API answers about someone, or
 * to a request with a session or a token, are `private, no-store` unless their handler says otherwise.
 */
export const securityHeaders: Middleware = ({ request, response, path }) => {
  headers ??= { site: headersOfEveryResponse('site'), cms: headersOfEveryResponse('cms') }
  for (const [name, value] of headers[isCmsPage(path) ? 'cms' : 'site']) response.setHeader(name, value)
  if (isApi(path) && (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)) || isPersonalRequest(request))) response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
  return false
}
