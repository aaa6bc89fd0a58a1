import type { DehydratedState } from '@tanstack/react-query'
import type { SiteFeatures } from '@cms/contract/siteHints'

/** What the server hands the browser beside the HTML: the origin and features it rendered with, and the query cache. */
export interface PageState {
  origin: string
  features: SiteFeatures
  queries: DehydratedState
}

export const PAGE_STATE_GLOBAL = '__NOMAD_PAGE_STATE__'

declare global {
  interface Window {
    [PAGE_STATE_GLOBAL]?: PageState
  }
}
