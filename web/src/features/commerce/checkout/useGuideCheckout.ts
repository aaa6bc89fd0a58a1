import { CHECKOUT_EMAIL_MESSAGE, PAYMENT_SYSTEM_ERROR_TEXT, PAYMENT_SYSTEM_ERROR_TITLE } from '@cms/contract/commerce'
import { useState } from 'react'
import { toast } from '@web/components/ui/useToast'
import { siteFeatures } from '@web/lib/siteFeatures'
import { useCreateCheckoutSession } from '../api/createCheckoutSession'
import { checkoutOutcome, type CheckoutOutcome } from '../checkoutOutcome'
import { isValidCheckoutEmail, rememberCheckoutEmail } from '../checkoutEmail'
import { loadStripeJs } from '../stripeJs'

export const REDIRECT_NOTICE_MS = 3000

/** The checkout e-mail rule's toast; every checkout screen checks the e-mail this way before anything is sent. */
export function checkEmailOrToast(email: string): boolean {
  if (isValidCheckoutEmail(email)) return true
  toast({ title: 'Email Required', description: CHECKOUT_EMAIL_MESSAGE, variant: 'destructive' })
  return false
}

const FAILED: CheckoutOutcome = { kind: 'error' }

/** Stripe's page: the url, else Stripe.js's hosted page for the session (the script is loaded only when needed). */
async function goToStripe(outcome: CheckoutOutcome): Promise<boolean> {
  if (outcome.kind === 'redirect') {
    window.location.assign(outcome.url)
    return true
  }
  if (outcome.kind !== 'stripe-session') return false
  try {
    const stripe = await loadStripeJs()
    return !(await stripe.redirectToCheckout?.({ sessionId: outcome.sessionId }))?.error
  } catch {
    return false
  }
}

/**
 * The guide's checkout flow: check and remember the e-mail, create the Checkout Session, go to Stripe. When that
 * fails (payments not configured, the call or Stripe.js failing) the buyer gets the spec's 'Payment System Error'
 * and `failed` turns on, so the screen offers the alternative the payment notice promises: direct checkout, a classic
 * form post that needs no script. Without payments configured nothing is sent: the outcome is known.
 */
export function useGuideCheckout() {
  const createSession = useCreateCheckoutSession()
  const [redirecting, setRedirecting] = useState(false)
  const [failed, setFailed] = useState(false)

  const start = async (rawEmail: string) => {
    if (!checkEmailOrToast(rawEmail)) return
    const email = rawEmail.trim()
    rememberCheckoutEmail(email)
    setFailed(false)
    const outcome = siteFeatures().payments ? await createSession.mutateAsync(email).then(checkoutOutcome, () => FAILED) : FAILED
    if (outcome.kind !== 'error') {
      toast({ title: 'Opening Secure Payment', description: "You'll be redirected to our payment processor...", duration: REDIRECT_NOTICE_MS })
      setRedirecting(true)
      if (await goToStripe(outcome)) return
      setRedirecting(false)
    }
    setFailed(true)
    toast({ title: PAYMENT_SYSTEM_ERROR_TITLE, description: PAYMENT_SYSTEM_ERROR_TEXT, variant: 'destructive' })
  }

  return { start, busy: createSession.isPending || redirecting, failed }
}
