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

/**
 * Set by the page's state script when the server's HTML is the whole page for a reader (the route's handle says
 * `scriptsOnIntent`): the page's inline loader then adds the app's scripts on the visitor's first interaction
 * (web/build/scriptsAfterFirstPaint.ts). The site server removes the mark for a visitor with a session, whose
 * header and saved jobs need the app at once (cms/server/ssrMiddleware.ts).
 */
export const SCRIPTS_ON_INTENT_GLOBAL = '__NOMAD_SCRIPTS_ON_INTENT__'
/** On the page's root element while the server's HTML is the page: the header shows Sign In, not a session still to come. */
export const READ_FIRST_CLASS = 'read-first'
export const SCRIPTS_ON_INTENT_MARK = `<script>window.${SCRIPTS_ON_INTENT_GLOBAL}=1;document.documentElement.classList.add('${READ_FIRST_CLASS}')</script>`

/** Set by the inline loader: stops remembering clicks and returns the button tapped before the app ran, if any. */
export const EARLY_CLICK_GLOBAL = '__NOMAD_EARLY_CLICK__'

/**
 * Set by the inline loader on a read-first page: the interaction that made it add the scripts. A reader's scroll
 * hydrates the page's shell and leaves the screen's code until the visitor uses the page (web/src/app/screenOnUse.tsx).
 */
export const FIRST_INTENT_GLOBAL = '__NOMAD_FIRST_INTENT__'

declare global {
  interface Window {
    [SCRIPTS_ON_INTENT_GLOBAL]?: 1
    [EARLY_CLICK_GLOBAL]?: () => HTMLButtonElement | null
    [FIRST_INTENT_GLOBAL]?: { type: string; pointerType?: string; target: EventTarget | null }
  }
}
