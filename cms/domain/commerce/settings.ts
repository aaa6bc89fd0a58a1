/**
 * Commerce settings from the environment (README "Selling the guide"). Read on every call, so tests
 * can change them between cases.
 */
export const GUIDE_PRICE_CENTS = 1299
export const GUIDE_CURRENCY = 'usd'
export const GUIDE_PRODUCT_NAME = 'Ultimate Digital Nomad Guide (PDF)'
/** Marks our Checkout Sessions (metadata.product) so fulfilment ignores other products on the same Stripe account. */
export const GUIDE_PRODUCT_KEY = 'digital-nomad-guide-2025'
/** The download path: GET /api/guide/download/{token}.pdf?email=...&session=... */
export const DOWNLOAD_PATH = '/api/guide/download'

function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export const commerceSettings = {
  get secretKey() {
    return process.env.STRIPE_SECRET_KEY?.trim() || ''
  },
  get publishableKey() {
    return process.env.STRIPE_PUBLISHABLE_KEY?.trim() || ''
  },
  get webhookSecret() {
    return process.env.STRIPE_WEBHOOK_SECRET?.trim() || ''
  },
  /** A Stripe Price for the guide; without it the session carries inline price data (USD 12.99). */
  get priceId() {
    return process.env.STRIPE_PRICE_ID?.trim() || ''
  },
  /** Stripe API base URL override (tests point the real SDK at a local fake), e.g. http://127.0.0.1:12111. */
  get apiBase() {
    return process.env.STRIPE_API_BASE?.trim() || ''
  },
  get notionTemplateUrl() {
    return process.env.NOTION_TEMPLATE_URL?.trim() || ''
  },
  /** How long a download link works after it is issued. */
  get downloadLinkTtlHours() {
    return positiveNumber(process.env.GUIDE_DOWNLOAD_LINK_TTL_HOURS, 72)
  },
  /** Downloads per order, across all of its links. */
  get downloadLimit() {
    return Math.floor(positiveNumber(process.env.GUIDE_DOWNLOAD_LIMIT, 5))
  },
  /** No download of an order after this many days from payment. */
  get downloadWindowDays() {
    return positiveNumber(process.env.GUIDE_DOWNLOAD_WINDOW_DAYS, 365)
  },
  get testEndpointsEnabled() {
    return process.env.ENABLE_TEST_ENDPOINTS === 'true'
  },
}
