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

/**
 * Payload's code editor (JSON fields such as a job post's pending `revision`, code fields) is Monaco, which
 * `@monaco-editor/loader` fetches from jsDelivr at this exact version (its `config.paths.vs`); the admin's policy
 * allows exactly that folder, for scripts, styles and fonts. contentSecurityPolicy.test.ts fails when an upgrade
 * of Payload moves the loader to another version.
 */
export const CMS_CODE_EDITOR_SOURCE = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/'

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/**
 * The Content-Security-Policy of the site: our origin, Stripe, and the ad/analytics hosts
 * when they are configured (VITE_ADSENSE_CLIENT / VITE_ADS_CONVERSION_ID, or CSP_EXTRA_HOSTS); the admin's
 * pages (`area: 'cms'`) also load Payload's code editor (CMS_CODE_EDITOR_SOURCE), and nothing else more.
 * Scripts and styles allow 'unsafe-inline' because Next (Payload's admin) and the SPA's head bootstrap
 * inline them; everything else (framing, plugins, base, form targets) is locked to our origin.
 */
export function contentSecurityPolicy(area: 'site' | 'cms' = 'site'): string {
  const ads = settings().VITE_ADSENSE_CLIENT || settings().VITE_ADS_CONVERSION_ID ? GOOGLE_AD_HOSTS : []
  const extra = settings().CSP_EXTRA_HOSTS.split(/[\s,]+/).filter(Boolean)
  // A Stripe stand-in (tests, local development) is a checkout target like Stripe itself.
  const stripeStandIn = originOf(settings().STRIPE_API_BASE)
  const devOnly = env.isProduction ? [] : ["'unsafe-eval'"]
  const codeEditor = area === 'cms' ? [CMS_CODE_EDITOR_SOURCE] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...devOnly, ...STRIPE_SCRIPT_HOSTS, ...codeEditor, ...ads, ...extra],
    'style-src': ["'self'", "'unsafe-inline'", ...codeEditor],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...codeEditor],
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
