import { CheckCircle2, Lock } from 'lucide-react'
import { CardBrands } from '../components/CardBrands'
import { CheckoutForm } from '../components/CheckoutForm'
import { NoIndex } from '../components/NoIndex'
import { PaymentNotice } from '../components/PaymentNotice'
import { PurchasesPausedNotice } from '../components/PurchasesPausedNotice'
import { GUIDE } from '../guideProduct'
import { useStripeJs } from '../stripeJs'

/** /checkout: order summary, e-mail, then Stripe Checkout (the session flow, with direct checkout as the alternative). */
export default function CheckoutScreen() {
  const { initError } = useStripeJs()
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <NoIndex />
      <PaymentNotice show={initError} />
      <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
      <PurchasesPausedNotice className="mt-4" />
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
        <div className="h-fit space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <CheckoutForm
            flow="session"
            inputId="checkout-email"
            label="Email address"
            hint="Your guide and receipt are sent to this address."
            submitLabel="Proceed to Payment"
            busyLabel="Connecting to Payment..."
            buttonVariant="primary"
          />
          <div className="space-y-2 border-t border-slate-100 pt-4 text-xs text-slate-500">
            <p className="flex items-center gap-2">
              <Lock size={14} aria-hidden /> Secure payment: your card details are handled by Stripe and never touch our servers.
            </p>
            <CardBrands />
          </div>
        </div>
      </div>
    </section>
  )
}
