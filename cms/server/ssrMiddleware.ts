import type { IncomingMessage, ServerResponse } from 'node:http'
import { siteFeatures } from '@cms/domain/siteFeatures'
import { settings } from '@cms/lib/settings'
import { HtmlCache, htmlCacheControl } from './htmlCache'
import { publicEntries, PUBLIC_DIR, rendersSpa } from './spaPaths'
import { developmentRenderer, productionRenderer, type Renderer } from './ssrRenderer'
import { createSsrTransport } from './ssrTransport'

/** Payload's session cookie: its holder gets no shared caching. */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

const htmlCacheSeconds = () => settings().HTML_CACHE_SECONDS

function siteOrigin(port: number) {
  return (settings().SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '')
}


function toRequest(request: IncomingMessage, origin: string): Request {
  return new Request(new URL(request.url ?? '/', origin), { method: 'GET', headers: { accept: 'text/html' } })
}

/**
 * The SPA's server renderer for every path that is not Next's or a static file: runs the route's loaders,
 * renders the screen with its data and head, answers the status the route decided (200, 404, 410) or its
 * redirect. Rendered pages are kept a few seconds (HTML_CACHE_SECONDS) since they are the same for everyone.
 */
export function createSsrMiddleware({ dev }: { dev: boolean }) {
  const port = settings().PORT
  const origin = siteOrigin(port)
  const cache = new HtmlCache(dev ? 0 : htmlCacheSeconds() * 1000)
  let renderer: Promise<Renderer> | null = null
  let staticEntries = publicEntries(PUBLIC_DIR)

  const load = async () => {
    const settings = { origin, transport: await createSsrTransport(port, origin), features: siteFeatures() }
    return dev ? developmentRenderer(settings) : productionRenderer(settings)
  }

  return async function ssr(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const method = request.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') return false
    const pathname = new URL(request.url ?? '/', 'http://x').pathname
    // In development Vite serves the SPA's modules and public files itself (nothing is built).
    if (dev) staticEntries = new Set()
    if (!rendersSpa(pathname, staticEntries)) return false
    renderer ??= load().catch((error) => {
      renderer = null
      throw error
    })
    const ready = await renderer
    if (dev && (await ready.serveDevAsset(request, response))) return true

    const signedIn = SESSION_COOKIE.test(request.headers.cookie ?? '')
    const key = request.url ?? '/'
    let page = cache.get(key)
    if (!page) {
      const result = await ready.render(toRequest(request, origin))
      page = result.location
        ? { status: result.status, headers: { location: result.location }, body: '' }
        : { status: result.status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: result.html ?? '' }
      cache.set(key, page)
    }
    response.writeHead(page.status, { ...page.headers, 'cache-control': htmlCacheControl(signedIn, htmlCacheSeconds()) })
    response.end(method === 'HEAD' ? undefined : page.body)
    return true
  }
}
