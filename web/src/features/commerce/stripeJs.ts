import { useEffect, useState } from 'react'
import { siteFeatures } from '@web/lib/siteFeatures'
import { getStripeConfig } from './api/getStripeConfig'

/** The small part of Stripe.js the checkout uses (the hosted-page fallback when no url comes back). */
export interface StripeJs {
  redirectToCheckout?: (options: { sessionId: string }) => Promise<{ error?: { message?: string } }>
}

declare global {
  interface Window {
    Stripe?: (publicKey: string) => StripeJs
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3'

let loading: Promise<StripeJs> | null = null

function afterPageLoad(): Promise<void> {
  // Injected after the load event, so a slow or unreachable provider never holds up the page.
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

function injectScript(): Promise<void> {
  if (window.Stripe) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = STRIPE_JS_URL
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'))
    document.head.appendChild(script)
  })
}

/** Loads the payment provider's script once per page load and reuses it. */
export function loadStripeJs(): Promise<StripeJs> {
  loading ??= (async () => {
    const { publicKey } = await getStripeConfig()
    await afterPageLoad()
    await injectScript()
    if (!window.Stripe) throw new Error('Stripe.js is missing')
    return window.Stripe(publicKey)
  })()
  loading.catch(() => (loading = null))
  return loading
}

/**
 * Stripe.js for the purchase screens, with the initialisation error flag. Without payments configured it cannot
 * initialise: the flag is set at once and nothing is asked (GET /api/stripe/config would only answer 503).
 */
export function useStripeJs(): { stripe: StripeJs | null; initError: boolean } {
  const [state, setState] = useState<{ stripe: StripeJs | null; initError: boolean }>({ stripe: null, initError: false })
  const payments = siteFeatures().payments
  useEffect(() => {
    if (!payments) return
    let active = true
    loadStripeJs().then(
      (stripe) => active && setState({ stripe, initError: false }),
      () => active && setState({ stripe: null, initError: true }),
    )
    return () => {
      active = false
    }
  }, [payments])
  return payments ? state : { stripe: null, initError: true }
}
