import { Link, useSearchParams } from 'react-router-dom'
import { Spinner } from '@web/components/ui/Spinner'
import { PageHead } from '@web/lib/PageHead'
import { SITE_NAME } from '@web/lib/site'
import { CheckoutForm } from '../components/CheckoutForm'
import { PurchasesPausedNotice, purchasesOpen } from '../components/PurchasesPausedNotice'
import { useRememberedCheckoutEmail } from '../checkout/useRememberedCheckoutEmail'
import { GUIDE } from '../guideProduct'

/**
 * /checkout.html, where /buy-guide sends the browser: one click to Stripe when this browser session remembers the
 * checkout e-mail (the form posts at once), otherwise it asks for the e-mail first. A full page load, server-rendered,
 * so the form works before any script runs.
 */
export default function StaticCheckoutScreen() {
  const [params] = useSearchParams()
  const remembered = useRememberedCheckoutEmail()
  const failed = Boolean(params.get('checkout_error'))
  // Until the browser has read its storage (and while it posts) the page says what it is about to do.
  const redirecting = !failed && purchasesOpen() && (remembered === null || remembered.includes('@'))
  const heading = failed ? 'Checkout' : redirecting ? 'Redirecting to checkout...' : 'Enter your e-mail to check out'
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <PageHead title={`${heading} | ${SITE_NAME}`} robots="noindex, nofollow" />
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
        {redirecting && <Spinner large />}
        <h1 aria-live="polite" className="mt-4 text-xl font-bold text-slate-900">
          {heading}
        </h1>
        <PurchasesPausedNotice className="mt-4" />
        <div className="mt-6 text-left">
          <CheckoutForm flow="form-post" oneClick inputId="static-checkout-email" label="Where should we send your guide?" submitLabel={`Continue to secure payment — ${GUIDE.price}`} />
        </div>
        <p className="mt-4 text-xs text-slate-500">
          {GUIDE.title} (PDF), USD {GUIDE.price.slice(1)}. Payment is processed by Stripe.
        </p>
        {!redirecting && (
          <Link to="/digital-nomad-guide" className="mt-5 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline">
            ← Back to Nomad Jobs
          </Link>
        )}
      </div>
    </section>
  )
}
