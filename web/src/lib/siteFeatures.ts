import type { SiteFeatures } from '@cms/contract/siteHints'

/**
 * What the server has configured (payments, brand logos). The server renders with its own settings and hands them
 * to the browser in the page state, so both sides render the same and the SPA asks only for what can answer.
 */
let features: SiteFeatures = { payments: false, brandLogos: false }

export const siteFeatures = (): SiteFeatures => features

export function setSiteFeatures(value: SiteFeatures): void {
  features = value
}
