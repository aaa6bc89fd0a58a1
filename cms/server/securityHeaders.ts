import { PRIVATE_CACHE_CONTROL } from '../contract/caching'
import type { Middleware } from './middleware'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { isPersonalRequest } from './personalAnswers'
import { env } from '../lib/env'

const ONE_YEAR = 365 * 24 * 60 * 60

/** Paths whose answers are about someone (a session, an account, an alert): never stored by a browser or proxy cache. */
const PRIVATE_PREFIXES = ['/api/auth/', '/api/admin/', '/api/alerts', '/api/saved-jobs', '/cms/api/users', '/cms/api/orders']

const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/cms/api/')

/**
 * Sets the security headers on every response of the server, whoever writes it afterwards (our
 * middleware, Next, Payload): CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy,
 * Permissions-Policy, and HSTS in production (the deployment serves HTTPS). API answers about someone, or
 * to a request with a session or a token, are `private, no-store` unless their handler says otherwise.
 */
export const securityHeaders: Middleware = (request, response) => {
  response.setHeader('Content-Security-Policy', contentSecurityPolicy())
  response.setHeader('X-Frame-Options', 'DENY')
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")')
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
  if (env.isProduction) response.setHeader('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`)
  const path = (request.url ?? '/').split('?')[0]!
  if (isApi(path) && (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix)) || isPersonalRequest(request))) response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
  return false
}
