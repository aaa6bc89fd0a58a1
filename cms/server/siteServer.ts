import http from 'node:http'
import next from 'next'
import { stampClientAddress } from './clientAddress'
import { middleware } from './middleware'
import { exchangeOf } from './middlewareStep'
import { applyServerTimeouts } from './requestBudget'
import { logger } from '../lib/logger'
import { keepPayloadApartFromNext } from '@cms/payloadClient'
import { routeSlowHashesToBackground } from '@cms/lib/backgroundHashes'
import { readRouteOf } from './readRoute'

export interface SiteServerOptions {
  dev: boolean
  /** Proxies in front of this server whose X-Forwarded-For entries are trusted. */
  trustedProxyHops: number
}

/**
 * The one HTTP server of the site: it owns the socket (so it knows the real client address), runs
 * our own steps (the /api entry and the server renderer among them), and hands everything else to
 * Next (Payload's admin and REST, the SPA's static files).
 */
export async function createSiteServer(options: SiteServerOptions): Promise<http.Server> {
  keepPayloadApartFromNext()
  routeSlowHashesToBackground()
  // Webpack, as `npm run build` uses, so development compiles what production runs.
  const app = next({ dev: options.dev, dir: 'cms', webpack: true })
  await app.prepare()
  const handleWithNext = app.getRequestHandler()

  const server = http.createServer(createRequestHandler({ trustedProxyHops: options.trustedProxyHops, fallback: handleWithNext }))
  applyServerTimeouts(server)
  // Next's development server pushes hot updates over a WebSocket.
  if (options.dev) server.on('upgrade', app.getUpgradeHandler())
  return server
}

export interface RequestHandlerOptions {
  trustedProxyHops: number
  /** What answers a request no middleware answered (Next in the real server). */
  fallback: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void> | void
}

/** Per request: stamp the client address, run the middleware in order, then the fallback, reading where readRoute.ts says. */
export function createRequestHandler(options: RequestHandlerOptions) {
  return (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => readRouteOf(request, response)(() => handle(request, response, options))
}

async function handle(request: http.IncomingMessage, response: http.ServerResponse, options: RequestHandlerOptions): Promise<void> {
  try {
    stampClientAddress(request, options.trustedProxyHops)
    const exchange = exchangeOf(request, response)
    for (const step of middleware) {
      // Most steps decide at once: awaiting their plain true or false would still cost a turn of the event loop each.
      const answered = step(exchange)
      if (answered === true || (answered !== false && (await answered))) return
    }
    await options.fallback(request, response)
  } catch (error) {
    logger.error({ err: error }, 'request failed')
    if (!response.headersSent) {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: 'Internal server error' }))
    } else {
      response.destroy()
    }
  }
}
