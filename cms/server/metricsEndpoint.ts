import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { metrics } from '../lib/metrics'
import { settings } from '../lib/settings'
import { isApiPath, type Middleware } from './middlewareStep'
import { sendJsonError } from './sendJson'

const PAGE_TYPES = new Set(['jobs', 'search', 'blog', 'categories', 'locations', 'keywords', 'countries', 'companies', 'profile', 'admin', 'post-a-job', 'digital-nomad-guide', 'feeds'])

/** The metric label of a request: its /api route pattern, or the page type its first path segment names. */
function routeLabel(request: IncomingMessage, path: string, apiRoute: (method: string, path: string) => string): string {
  if (isApiPath(path)) return apiRoute(request.method ?? 'GET', path)
  const first = path.split('/')[1] ?? ''
  if (first === '') return 'page:home'
  if (first === 'cms') return 'cms'
  if (first === '_next' || first === 'assets' || first.includes('.')) return 'static'
  return PAGE_TYPES.has(first) ? `page:${first}` : 'page:other'
}

/** Middleware: counts and times every request when its answer ends (never answers itself). */
export function measureRequests(apiRoute: (method: string, path: string) => string): Middleware {
  return ({ request, response, path }) => {
    const stopTimer = metrics.duration.startTimer()
    response.once('close', () => {
      const route = routeLabel(request, path, apiRoute)
      stopTimer({ route })
      metrics.requests.inc({ route, status: `${Math.floor(response.statusCode / 100)}xx` })
    })
    return false
  }
}

const sameToken = (given: string, expected: string) => given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))

/**
 * Middleware: GET /metrics in Prometheus text format, for a scraper holding METRICS_TOKEN as a bearer token.
 * Without the setting there is no /metrics (the path is the SPA's 404), so nothing is public by default.
 */
export const serveMetrics: Middleware = ({ request, response, path }) => {
  const token = settings().METRICS_TOKEN
  if (path !== '/metrics' || !token) return false
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
  if (!sameToken(given, token)) {
    response.setHeader('WWW-Authenticate', 'Bearer')
    return sendJsonError(response, 401, 'Send the metrics token as a bearer token.')
  }
  return metrics.registry.metrics().then((text) => writeMetrics(response, text))
}

function writeMetrics(response: ServerResponse, text: string): true {
  response.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
  response.end(text)
  return true
}
