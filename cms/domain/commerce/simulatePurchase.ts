import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { SimulatePurchaseResponse } from '@cms/contract/commerce'
import { Failure } from '@cms/domain/failure'
import { fulfilCheckout } from './fulfilment'
import { commerceSettings, GUIDE_CURRENCY, GUIDE_PRICE_CENTS, GUIDE_PRODUCT_KEY } from './settings'

export const TEST_ENDPOINTS_DISABLED = 'Test endpoints are disabled on this server. Set ENABLE_TEST_ENDPOINTS=true (development only) to simulate purchases.'

/**
 * POST /api/test/simulate-purchase (ENABLE_TEST_ENDPOINTS=true only): a paid order without Stripe,
 * through the same fulfilment, so the download e-mail and template access can be tried locally.
 */
export async function simulatePurchase(payload: Payload, email: string): Promise<SimulatePurchaseResponse> {
  if (!commerceSettings.testEndpointsEnabled) throw new Failure('not-found', TEST_ENDPOINTS_DISABLED)
  const sessionId = `sim_${crypto.randomBytes(12).toString('hex')}`
  await fulfilCheckout(payload, {
    sessionId,
    email,
    paid: true,
    amountTotal: GUIDE_PRICE_CENTS,
    currency: GUIDE_CURRENCY,
    paymentIntentId: null,
    product: GUIDE_PRODUCT_KEY,
  })
  return { success: true, message: 'Purchase simulated: the order is paid and the download e-mail is on its way.', sessionId }
}
