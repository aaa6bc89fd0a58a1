import { CHECKOUT_EMAIL_MESSAGE, PAYMENT_SYSTEM_ERROR_TEXT, PAYMENT_SYSTEM_ERROR_TITLE } from '@cms/contract/commerce'
import { CheckCircle2, Lock } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { useCreateCheckoutSession } from '../api/createCheckoutSession'
import { checkoutOutcome } from '../checkoutOutcome'
import { initialCheckoutEmail, isValidCheckoutEmail, rememberCheckoutEmail, rememberedCheckoutEmail } from '../checkoutEmail'
import { CardBrands } from '../components/CardBrands'
import { NoIndex } from '../components/NoIndex'
import { PaymentNotice } from '../components/PaymentNotice'
import { GUIDE } from '../guideProduct'
import { useStripeJs, type StripeJs } from '../stripeJs'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'

export const REDIRECT_NOTICE_MS = 3000

const paymentSystemError = () =>
  toast({ title: PAYMENT_SYSTEM_ERROR_TITLE, description: PAYMENT_SYSTEM_ERROR_TEXT, variant: 'destructive' })

async function goToStripe(outcome: ReturnType<typeof checkoutOutcome>, stripe: StripeJs | null): Promise<boolean> {
  if (outcome.kind === 'redirect') {
    window.location.assign(outcome.url)
    return true
  }
  if (outcome.kind === 'stripe-session' && stripe?.redirectToCheckout) {
    const result = await stripe.redirectToCheckout({ sessionId: outcome.sessionId })
    return !result.error
  }
  return false
}

/** /checkout: order summary, e-mail, then Stripe Checkout. */
export default function CheckoutScreen() {
  const [params] = useSearchParams()
  const [email, setEmail] = useState(() => initialCheckoutEmail(params.get('email'), rememberedCheckoutEmail()))
  const [redirecting, setRedirecting] = useState(false)
  const createSession = useCreateCheckoutSession()
  const { stripe, initError } = useStripeJs()
  const busy = createSession.isPending || redirecting

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isValidCheckoutEmail(email)) {
      toast({ title: 'Email Required', description: CHECKOUT_EMAIL_MESSAGE, variant: 'destructive' })
      return
    }
    rememberCheckoutEmail(email)
    try {
      const outcome = checkoutOutcome(await createSession.mutateAsync(email.trim()))
      if (outcome.kind === 'error') return paymentSystemError()
      toast({ title: 'Opening Secure Payment', description: "You'll be redirected to our payment processor...", duration: REDIRECT_NOTICE_MS })
      setRedirecting(true)
      if (!(await goToStripe(outcome, stripe))) {
        setRedirecting(false)
        paymentSystemError()
      }
    } catch {
      paymentSystemError()
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <NoIndex />
      <PaymentNotice show={initError} />
      <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <div className="space-y-6">
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">Order Summary</h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-700">{GUIDE.title} (PDF)</dt>
                <dd className="font-medium">USD {GUIDE.price.slice(1)}</dd>
              </div>
              <div className="flex justify-between text-slate-500">
                <dt>Tax</dt>
                <dd>USD {GUIDE.tax.slice(1)}</dd>
              </div>
              <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold">
                <dt>Total</dt>
                <dd>USD {GUIDE.price.slice(1)}</dd>
              </div>
            </dl>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">What You'll Get</h2>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {[`${GUIDE.pages}-page comprehensive guide`, 'Instant PDF download after payment', 'Email delivery as backup', 'Compatible with all devices'].map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <CheckCircle2 size={16} className="text-brand-600" aria-hidden /> {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate className="h-fit space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <TextField
            id="checkout-email"
            label="Email address"
            large
            hint="Your guide and receipt are sent to this address."
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
          />
          <Button type="submit" size="lg" className="w-full shadow" busy={busy} busyLabel="Connecting to Payment...">
            Proceed to Payment
          </Button>
          <div className="space-y-2 border-t border-slate-100 pt-4 text-xs text-slate-500">
            <p className="flex items-center gap-2">
              <Lock size={14} aria-hidden /> Secure payment: your card details are handled by Stripe and never touch our servers.
            </p>
            <CardBrands />
          </div>
        </form>
      </div>
    </section>
  )
}
