import type { IncomingMessage, ServerResponse } from 'node:http'
import { siteFeatures } from '@cms/domain/siteFeatures'
import { settings } from '@cms/lib/settings'
import { encodedBody, pageEncoding } from './encodedPages'
import { createHtmlCache, htmlCacheControl, type CachedPage } from './htmlCache'
import type { Middleware } from './middlewareStep'
import { PRIVATE_CACHE_CONTROL } from '../contract/caching'
import { SCRIPTS_ON_INTENT_MARK } from '../contract/ssr'
import { carriesSession, isPrivatePage, sessionToRenderWith } from './personalAnswers'
import { publicEntries, PUBLIC_DIR, rendersSpa } from './spaPaths'
import { developmentRenderer, productionRenderer, type Renderer } from './ssrRenderer'
import { createSsrTransport } from './ssrTransport'

const htmlCacheSeconds = () => settings().HTML_CACHE_SECONDS

function siteOrigin(port: number) {
  return (settings().SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '')
}

/** The request the SPA renders: its address, and the visitor's session cookie only for a page rendered with it. */
function toRequest(request: IncomingMessage, origin: string, session: string | null): Request {
  return new Request(new URL(request.url ?? '/', origin), { method: 'GET', headers: { accept: 'text/html', ...(session ? { cookie: session } : {}) } })
}

export interface SsrOptions {
  dev: boolean
  /** Tests render with their own renderer; the server loads Vite's (dev) or the built one. */
  loadRenderer?: () => Promise<Renderer>
}

async function loadRenderer({ origin, dev }: { origin: string; dev: boolean }): Promise<Renderer> {
  const settings = { origin, transport: createSsrTransport(origin), features: siteFeatures() }
  return dev ? developmentRenderer(settings) : productionRenderer(settings)
}

/** Writes a rendered (or cached) page: the same page for everyone, except that a visitor with a session needs the app at once. */
function sendPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, personal: boolean): true {
  const signedIn = carriesSession(request.headers)
  const cacheControl = personal ? PRIVATE_CACHE_CONTROL : htmlCacheControl(signedIn, htmlCacheSeconds())
  // The page everyone gets goes out compressed as it was kept (the compression step leaves an encoded answer alone).
  const encoding = personal || signedIn ? null : pageEncoding(request, page.body)
  if (encoding) {
    const encoded = encodedBody(page, encoding)
    response.writeHead(page.status, { ...page.headers, 'cache-control': cacheControl, 'content-encoding': encoding, 'content-length': encoded.length, vary: 'Accept-Encoding' })
    response.end(encoded)
    return true
  }
  // Their header and saved jobs come with the app, which the mark would hold back until the first interaction.
  const body = signedIn ? page.body.replace(SCRIPTS_ON_INTENT_MARK, '') : page.body
  response.writeHead(page.status, { ...page.headers, 'cache-control': cacheControl })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}

export interface SsrSteps {
  /** Answers a page the cache holds, before admission: no render work, never refused while the server is full. */
  cachedPage: Middleware
  /** Renders (or takes from the cache) every page path that is not Next's or a static file. */
  render: Middleware
}

/**
 * The SPA's server renderer for every path that is not Next's or a static file: runs the route's loaders,
 * renders the screen with its data and head, answers the status the route decided (200, 404, 410) or its
 * redirect. Rendered pages are kept a few seconds (HTML_CACHE_SECONDS, at most HTML_CACHE_MAX_MB) since
 * they are the same for everyone, and dropped as soon as the public data changes on any server. A page
 * whose address carries a secret (a draft preview, a manage token) is rendered for its holder only: never
 * kept, and `private, no-store`; so is a session page (the profile) rendered with its visitor's session
 * (personalAnswers.ts sessionToRenderWith), while every other page stays the anonymous view. Two steps share the cache: `cachedPage` runs before admission
 * (cms/server/admitRequests.ts), `render` after it.
 */
export function createSsrSteps(options: SsrOptions): SsrSteps {
  const { dev } = options
  const port = settings().PORT
  const origin = siteOrigin(port)
  const cache = createHtmlCache({ ttlMs: dev ? 0 : htmlCacheSeconds() * 1000, maxBytes: settings().HTML_CACHE_MAX_MB * 1024 * 1024 })
  let renderer: Promise<Renderer> | null = null
  let staticEntries = publicEntries(PUBLIC_DIR)

  const load = () => (options.loadRenderer ? options.loadRenderer() : loadRenderer({ origin, dev }))
  const isPageRequest = (method: string, pathname: string) => (method === 'GET' || method === 'HEAD') && rendersSpa(pathname, staticEntries)

  const cachedPage: Middleware = ({ request, response, path: pathname }) => {
    if (dev || !isPageRequest(request.method ?? 'GET', pathname)) return false
    const url = request.url ?? '/'
    if (isPrivatePage(url) || sessionToRenderWith(url, request.headers)) return false
    const page = cache.peek(url)
    return page ? sendPage(request, response, page, false) : false
  }

  const render: Middleware = async ({ request, response, path: pathname }) => {
    // In development Vite serves the SPA's modules and public files itself (nothing is built).
    if (dev) staticEntries = new Set()
    if (!isPageRequest(request.method ?? 'GET', pathname)) return false
    renderer ??= load().catch((error) => {
      renderer = null
      throw error
    })
    const ready = await renderer
    if (dev && (await ready.serveDevAsset(request, response))) return true

    const url = request.url ?? '/'
    const session = sessionToRenderWith(url, request.headers)
    const renderPage = async (): Promise<CachedPage> => {
      const result = await ready.render(toRequest(request, origin, session))
      return result.location
        ? { status: result.status, headers: { location: result.location }, body: '' }
        : { status: result.status, headers: { 'content-type': 'text/html; charset=utf-8' }, body: result.html ?? '' }
    }
    const personal = isPrivatePage(url) || session !== null
    const page = personal ? await renderPage() : await cache.get(url, renderPage)
    return sendPage(request, response, page, personal)
  }
  return { cachedPage, render }
}
