import type { Middleware } from './middleware'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { env } from '../lib/env'

const ONE_YEAR = 365 * 24 * 60 * 60

/** Paths whose answers describe a session: never stored by a browser or proxy cache. */
const PRIVATE_PREFIXES = ['/api/auth/', '/cms/api/users']

/**
 * Sets the security headers on every response of the server, whoever writes it afterwards (our
 * middleware, Next, Payload): CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy,
 * Permissions-Policy, and HSTS in production (the deployment serves HTTPS).
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
  if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) response.setHeader('Cache-Control', 'no-store')
  return false
}
