import type { Middleware } from './middlewareStep'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { env } from '../lib/env'

const ONE_YEAR = 365 * 24 * 60 * 60

/**
 * The headers every response carries, worked out once: the settings they depend on are read when the server
 * starts (the CSP alone cost more than a whole trivial API call when it was rebuilt per request).
 */
function headersOfEveryResponse(): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy()],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ...(env.isProduction ? [['Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`] as [string, string]] : []),
  ]
}

let headers: [string, string][] | null = null

/**
 * Sets the security headers on every response of the server, whoever writes it afterwards (our
 * middleware, Next, Payload): CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy,
 * Permissions-Policy, and HSTS in production (the deployment serves HTTPS). Payload's answers about users
 * describe a session: never stored by a cache (the /api's own are marked by their route's policy).
 */
export const securityHeaders: Middleware = ({ response, path }) => {
  headers ??= headersOfEveryResponse()
  for (const [name, value] of headers) response.setHeader(name, value)
  if (path.startsWith('/cms/api/users')) response.setHeader('Cache-Control', 'no-store')
  return false
}
