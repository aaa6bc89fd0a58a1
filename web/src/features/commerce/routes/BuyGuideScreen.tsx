import { useEffect } from 'react'
import { NoIndex } from '../components/NoIndex'

export const STATIC_CHECKOUT_PAGE = '/checkout.html'

/** /buy-guide: a full page load to the static checkout page (public/checkout.html), which gets the buyer to Stripe. */
export default function BuyGuideScreen() {
  useEffect(() => {
    window.location.assign(STATIC_CHECKOUT_PAGE)
  }, [])
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4" role="status">
      <NoIndex />
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden />
      <p className="text-lg text-slate-700">Redirecting to checkout...</p>
    </section>
  )
}
