import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom'
import { SlotsProvider } from '@web/components/slots'
import { appSlots } from './app/slots'
import { PAGE_STATE_GLOBAL, type PageState } from './app/pageState'
import { createQueryClient } from './app/queryClient'
import { createRoutes } from './app/routes'
import { SCRIPTS_ON_INTENT_MARK, type ApiTransport, type RenderResult, type RenderSettings } from '@cms/contract/ssr'
import type { RouteHandle } from './lib/routeHandle'
import { setApiTransport } from './lib/apiClient'
import { scriptValue } from './lib/scriptValue'
import { setSiteOrigin, siteOrigin } from './lib/siteOrigin'
import { setSiteFeatures, siteFeatures } from './lib/siteFeatures'

/** React writes hoisted head elements (title, meta, link) first when it renders a fragment of the page. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/

/**
 * The whole page at once (lazy parts included), so crawlers get everything. A component that throws is
 * logged and left to the browser to render, as React does.
 *
 * Every Suspense boundary is written in place: by default React moves a boundary larger than 12.8 KB (the
 * screen inside the layout's Suspense) to the end of the document behind its fallback and swaps it in by script,
 * so a phone first paints the spinner with the footer under it, then the footer jumps down (a layout shift of 0.5).
 */
async function renderComplete(element: React.ReactNode, url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => console.error(`[ssr] rendering ${url} failed:`, error),
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

/** The route error the page shows (loaders throw only not-found answers), as plain data for the browser (RouteError reads it). */
function routeErrorOf(errors: Record<string, unknown> | null): unknown {
  const error = errors ? Object.values(errors)[0] : undefined
  if (error === undefined) return undefined
  return isRouteErrorResponse(error) ? { status: error.status, statusText: error.statusText, internal: false, data: error.data as unknown } : { message: error instanceof Error ? error.message : String(error) }
}

/** A script that sets the page state (main.tsx reads it). */
function pageStateScript(state: PageState): string {
  return `<script>window.${PAGE_STATE_GLOBAL}=${scriptValue(state)}</script>`
}

/** True when the page's own route (the deepest match) lets its scripts wait for the visitor (RouteHandle.scriptsOnIntent). */
function readFirst(matches: { route: { handle?: unknown } }[]): boolean {
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined
  return handle?.scriptsOnIntent === true
}

/**
 * The render a loader runs for: its query cache (each render has its own, the route table is shared) and the
 * session cookie its request carries (only a session page rendered for its visitor has one).
 */
const renderScope = new AsyncLocalStorage<{ client: QueryClient; session: string | null }>()

/**
 * The route table and its static handler, made once: building them (route objects, ids, ranked and compiled
 * paths) cost every render about 2 ms of CPU. The loaders find their render's cache through renderQueryClient.
 */
let staticHandler: ReturnType<typeof createStaticHandler> | null = null
function routesHandler() {
  staticHandler ??= createStaticHandler(
    createRoutes(() => {
      const scope = renderScope.getStore()
      if (!scope) throw new Error('a route loader ran outside a server render')
      return scope.client
    }),
  )
  return staticHandler
}

/**
 * The transport with the render's session cookie on each call, when its request carries one, and the site's own
 * Origin, as the visitor's browser sends it (Payload reads a session cookie only from an origin it trusts).
 */
function withRenderSession(transport: ApiTransport): ApiTransport {
  return (url, init) => {
    const session = renderScope.getStore()?.session
    if (!session) return transport(url, init)
    const headers = new Headers(init.headers)
    headers.set('cookie', session)
    headers.set('origin', siteOrigin())
    return transport(url, { ...init, headers })
  }
}

/** Installs the process-wide settings; call once before rendering. */
export function configure({ origin, transport, features }: RenderSettings): void {
  setSiteOrigin(origin)
  setSiteFeatures(features)
  setApiTransport(withRenderSession(transport))
}

/**
 * Renders one request of the SPA: runs the matched routes' loaders (which fill a fresh query cache),
 * renders the screens to HTML, and returns the status the loaders decided, the head elements, the body
 * and the page state (dehydrated queries) for the browser to hydrate from.
 */
export async function render(request: Request): Promise<RenderResult> {
  const queryClient = createQueryClient()
  const handler = routesHandler()
  const context = await renderScope.run({ client: queryClient, session: request.headers.get('cookie') }, () => handler.query(request))
  if (context instanceof Response) return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' }
  const router = createStaticRouter(handler.dataRoutes, context)
  const rendered = await renderComplete(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SlotsProvider value={appSlots}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SlotsProvider>
      </QueryClientProvider>
    </StrictMode>,
    request.url,
  )
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? ''
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })
  const state = pageStateScript({ origin: siteOrigin(), features: siteFeatures(), queries, routeError: routeErrorOf(context.errors) })
  return { kind: 'page', status: context.statusCode, head, html: rendered.slice(head.length), state: (readFirst(context.matches) ? SCRIPTS_ON_INTENT_MARK : '') + state }
}
