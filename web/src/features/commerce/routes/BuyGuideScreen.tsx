import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { NoIndex } from '../components/NoIndex'
import { PurchasesPausedNotice, purchasesOpen } from '../components/PurchasesPausedNotice'
import { Spinner } from '@web/components/ui/Spinner'

export const STATIC_CHECKOUT_PAGE = '/checkout.html'

/**
 * /buy-guide: a full page load to the checkout page at /checkout.html (StaticCheckoutScreen), which gets the buyer to
 * Stripe. While purchases are paused it says so instead of sending the buyer on to a checkout that cannot open.
 */
export default function BuyGuideScreen() {
  const open = purchasesOpen()
  useEffect(() => {
    if (open) window.location.assign(STATIC_CHECKOUT_PAGE)
  }, [open])
  if (!open)
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-12">
        <NoIndex />
        <h1 className="text-2xl font-bold text-slate-900">Digital Nomad Guide</h1>
        <PurchasesPausedNotice />
        <Link to="/digital-nomad-guide" className="font-semibold text-brand-700 hover:underline">
          Read about the guide
        </Link>
      </section>
    )
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4" role="status">
      <NoIndex />
      <Spinner large />
      <p className="text-lg text-slate-700">Redirecting to checkout...</p>
    </section>
  )
}
