import Stripe from 'stripe'
import { Failure } from '@cms/domain/failure'
import { commerceSettings } from './settings'
import { logger } from '@cms/lib/logger'

export const PAYMENTS_NOT_CONFIGURED =
  'Payments are not configured on this server: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (see the README).'

let cached: { key: string; base: string; client: Stripe } | null = null

/** The Stripe SDK for the configured secret key (and API base override), or a 503 when payments are off. */
export function getStripe(): Stripe {
  const key = commerceSettings.secretKey
  if (!key) throw new Failure('unavailable', PAYMENTS_NOT_CONFIGURED)
  const base = commerceSettings.apiBase
  if (cached && cached.key === key && cached.base === base) return cached.client
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, telemetry: false, timeout: 20_000 }
  if (base) {
    const url = new URL(base)
    Object.assign(options, {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol.replace(':', ''),
      maxNetworkRetries: 0,
    })
  }
  cached = { key, base, client: new Stripe(key, options) }
  return cached.client
}

/** Stripe failures are the payment provider's, not the buyer's: a 502 with the screens' wording. */
export function paymentProviderError(error: unknown): Failure {
  if (error instanceof Failure) return error
  logger.error({ err: (error as Error)?.message }, 'stripe: request failed')
  return new Failure('upstream-failed', "We couldn't connect to our payment system. Please try again.")
}

export function isStripeNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing')
}
