import { SCROLL_TOP_DELAY_MS } from './site'

/** Some links scroll to the top again after navigation has rendered (100 ms later). */
export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TOP_DELAY_MS)
}
