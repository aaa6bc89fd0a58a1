import type { DehydratedState } from '@tanstack/react-query'
import type { SiteFeatures } from '@cms/contract/siteHints'

/** What the server hands the browser beside the HTML: the origin and features it rendered with, the query cache and the route's error. */
export interface PageState {
  origin: string
  features: SiteFeatures
  queries: DehydratedState
  /** The not-found answer of the page's route loaders (a route error response), which the page renders. */
  routeError?: unknown
}

export const PAGE_STATE_GLOBAL = '__NOMAD_PAGE_STATE__'

declare global {
  interface Window {
    [PAGE_STATE_GLOBAL]?: PageState
  }
}
