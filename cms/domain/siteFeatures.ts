import type { SiteFeatures } from '@cms/contract/siteHints'
import { settings } from '@cms/lib/settings'
import { commerceSettings } from './commerce/settings'

/** What the server renderer tells the SPA is configured, so it never probes with a call that can only fail. */
export function siteFeatures(): SiteFeatures {
  return { payments: commerceSettings.paymentsConfigured, brandLogos: Boolean(settings().BRANDFETCH_API_KEY) }
}
