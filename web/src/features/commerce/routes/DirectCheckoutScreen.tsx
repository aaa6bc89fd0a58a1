import { CheckCircle2, CreditCard, ShieldCheck } from 'lucide-react'
import { CheckoutForm } from '../components/CheckoutForm'
import { NoIndex } from '../components/NoIndex'
import { PaymentNotice } from '../components/PaymentNotice'
import { PurchasesPausedNotice } from '../components/PurchasesPausedNotice'
import { GUIDE } from '../guideProduct'
import { useStripeJs } from '../stripeJs'

const FEATURES = ['90+ pages of strategies', 'Country guides and visa information', 'Tax and finance advice', 'Insurance and healthcare guide']

/** /direct-checkout: one card and a classic form post to the public checkout call (the alternative when checkout fails). */
export default function DirectCheckoutScreen() {
  const { initError } = useStripeJs()
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <NoIndex />
      <PaymentNotice show={initError} />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
        <h1 className="text-2xl font-bold text-slate-900">Digital Nomad Guide {GUIDE.edition}</h1>
        <p className="mt-2 text-3xl font-extrabold text-slate-900">{GUIDE.price}</p>
        <p className="text-sm text-slate-500">One-time purchase, instant download</p>
        <PurchasesPausedNotice className="mt-4" />
        <ul className="mt-6 space-y-2 text-sm text-slate-700">
          {FEATURES.map((f) => (
            <li key={f} className="flex items-center gap-2">
              <CheckCircle2 size={16} className="text-brand-600" aria-hidden /> {f}
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <CheckoutForm flow="form-post" inputId="direct-email" label="Email address for delivery" submitLabel={`Purchase Now — ${GUIDE.price}`} />
        </div>
        <div className="mt-6 space-y-2 text-xs text-slate-500">
          <p className="flex items-center gap-2">
            <CreditCard size={14} aria-hidden /> Payment is processed securely by Stripe, our card payment provider.
          </p>
          <p className="flex items-center gap-2">
            <ShieldCheck size={14} aria-hidden /> 30-day money-back guarantee.
          </p>
        </div>
      </div>
    </section>
  )
}
