import { settings } from '@cms/lib/settings'
/**
 * Commerce settings (docs/commerce.md), from the server's settings module.
 */
export const GUIDE_PRICE_CENTS = 1299
export const GUIDE_CURRENCY = 'usd'
export const GUIDE_PRODUCT_NAME = 'Ultimate Digital Nomad Guide (PDF)'
/** Marks our Checkout Sessions (metadata.product) so fulfilment ignores other products on the same Stripe account. */
export const GUIDE_PRODUCT_KEY = 'digital-nomad-guide-2025'
/** The download path: GET /api/guide/download/{token}.pdf?email=...&session=... */
export const DOWNLOAD_PATH = '/api/guide/download'

export const commerceSettings = {
  get secretKey() {
    return settings().STRIPE_SECRET_KEY
  },
  get publishableKey() {
    return settings().STRIPE_PUBLISHABLE_KEY
  },
  get webhookSecret() {
    return settings().STRIPE_WEBHOOK_SECRET
  },
  /** A Stripe Price for the guide; without it the session carries inline price data (USD 12.99). */
  get priceId() {
    return settings().STRIPE_PRICE_ID
  },
  /** Stripe API base URL override (tests point the real SDK at a local fake), e.g. http://127.0.0.1:12111. */
  get apiBase() {
    return settings().STRIPE_API_BASE
  },
  get notionTemplateUrl() {
    return settings().NOTION_TEMPLATE_URL
  },
  /** How long a download link works after it is issued. */
  get downloadLinkTtlHours() {
    return settings().GUIDE_DOWNLOAD_LINK_TTL_HOURS
  },
  /** Downloads per order, across all of its links. */
  get downloadLimit() {
    return settings().GUIDE_DOWNLOAD_LIMIT
  },
  /** No download of an order after this many days from payment. */
  get downloadWindowDays() {
    return settings().GUIDE_DOWNLOAD_WINDOW_DAYS
  },
  /** Both Stripe keys are set: checkout can start and Stripe.js gets its publishable key (GET /api/stripe/config). */
  get paymentsConfigured() {
    return Boolean(settings().STRIPE_SECRET_KEY && settings().STRIPE_PUBLISHABLE_KEY)
  },
  get testEndpointsEnabled() {
    return settings().ENABLE_TEST_ENDPOINTS
  },
}
