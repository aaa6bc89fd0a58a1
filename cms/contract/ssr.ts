import type { SiteFeatures } from './siteHints'

/**
 * The seam between our server and the SPA's server renderer (web/src/entry-server.tsx, loaded by
 * cms/server/ssrRenderer.ts): both sides import these types, so they cannot drift apart.
 */

/** How the SPA's API calls reach the API: the browser's fetch, or on the server the /api entry in process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

export interface RenderSettings {
  /** The public origin (SITE_URL) used in canonical links and structured data. */
  origin: string
  /** How the SPA's API calls are answered on the server. */
  transport: ApiTransport
  /** What the server has configured (payments, brand logos). */
  features: SiteFeatures
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string }

/** What the renderer's bundle exports. */
export interface EntryServer {
  configure(settings: RenderSettings): void
  render(request: Request): Promise<RenderResult>
}
