import type { CheckoutSessionResponse } from '@cms/contract/commerce'

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'stripe-session'; sessionId: string } | { kind: 'error' }

/**
 * Spec 2 §7/§8: go to the url; with no url but a sessionId, to the provider's hosted page for it;
 * success false or neither field is the 'Payment System Error'.
 */
export function checkoutOutcome(response: Partial<CheckoutSessionResponse> | null | undefined): CheckoutOutcome {
  if (!response || response.success === false) return { kind: 'error' }
  if (response.url) return { kind: 'redirect', url: response.url }
  if (response.sessionId) return { kind: 'stripe-session', sessionId: response.sessionId }
  return { kind: 'error' }
}
