import { env } from '../lib/env'
import { settings } from '@cms/lib/settings'

/** Google's ad and conversion hosts, allowed only when the ad or conversion id is configured. */
const GOOGLE_AD_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://www.googletagmanager.com',
  'https://www.google.com',
]
const STRIPE_SCRIPT_HOSTS = ['https://js.stripe.com']
const STRIPE_FRAME_HOSTS = ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com']
const STRIPE_API_HOSTS = ['https://api.stripe.com']

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * The one Content-Security-Policy of the whole site: our origin, Stripe, and the ad/analytics hosts
 * when they are configured (VITE_ADSENSE_CLIENT / VITE_ADS_CONVERSION_ID, or CSP_EXTRA_HOSTS).
 * Scripts and styles allow 'unsafe-inline' because Next (Payload's admin) and the SPA's head bootstrap
 * inline them; everything else (framing, plugins, base, form targets) is locked to our origin.
 */
export function contentSecurityPolicy(): string {
  const ads = settings().VITE_ADSENSE_CLIENT || settings().VITE_ADS_CONVERSION_ID ? GOOGLE_AD_HOSTS : []
  const extra = settings().CSP_EXTRA_HOSTS.split(/[\s,]+/).filter(Boolean)
  // A Stripe stand-in (tests, local development) is a checkout target like Stripe itself.
  const stripeStandIn = originOf(settings().STRIPE_API_BASE)
  const devOnly = env.isProduction ? [] : ["'unsafe-eval'"]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...devOnly, ...STRIPE_SCRIPT_HOSTS, ...ads, ...extra],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(env.isProduction ? [] : ['ws:']), ...STRIPE_API_HOSTS, ...ads, ...extra],
    'frame-src': ["'self'", ...STRIPE_FRAME_HOSTS, ...ads, ...extra],
    'form-action': ["'self'", 'https://checkout.stripe.com', ...stripeStandIn],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')
}
