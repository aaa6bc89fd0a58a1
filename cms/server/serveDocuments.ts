import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FeedFormat } from '@cms/contract/feeds'
import { env } from '../lib/env'
import { feedRoute } from './documents/feedRoute'
import { childSitemapRoute, sitemapIndexRoute } from './documents/sitemapRoutes'
import type { Middleware } from './middlewareStep'
import { nodeRequest } from './nodeRequest'
import { sendJsonError } from './sendJson'

const FEEDS: Record<string, FeedFormat> = { '/feeds/jobs.rss': 'rss', '/feeds/jobs.atom': 'atom', '/feeds/jobs.json': 'json' }
const feedRoutes = new Map(
  Object.entries(FEEDS).map(([path, format]) => {
    const route = feedRoute(format)
    return [path, (request: Request) => route(request, undefined)]
  }),
)
/** The child sitemaps keep the /sitemap-{name}.xml addresses crawlers expect. */
const CHILD_SITEMAP = /^\/sitemap-([^/]+)\.xml$/

type DocumentRoute = (request: Request) => Promise<Response>

function documentRoute(path: string): DocumentRoute | null {
  const feed = feedRoutes.get(path)
  if (feed) return feed
  if (path === '/sitemap.xml') return sitemapIndexRoute
  const child = CHILD_SITEMAP.exec(path)?.[1]
  return child ? () => childSitemapRoute(child) : null
}

/** Writes a document's answer whole (feeds and sitemaps are small); the compression step has wrapped the response. */
async function write(answer: Response, request: IncomingMessage, response: ServerResponse): Promise<true> {
  const body = await answer.text()
  answer.headers.forEach((value, name) => response.setHeader(name, value))
  response.statusCode = answer.status
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}

/**
 * Middleware: the job feeds and the sitemaps, answered here rather than by Next. Handing a request to Next cost
 * about 8 ms of CPU before the route's own code ran (bench:load BENCH_COST: /sitemap.xml straight from its cache
 * still took 8.6 ms), more than the feed or sitemap itself once it is cached.
 */
export const serveDocuments: Middleware = ({ request, response, path, search }) => {
  const route = documentRoute(path)
  if (!route) return false
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD')
    return sendJsonError(response, 405, `${request.method} is not supported at ${path}.`)
  }
  return route(nodeRequest(request, env.siteUrl + path + search)).then((answer) => write(answer, request, response))
}
