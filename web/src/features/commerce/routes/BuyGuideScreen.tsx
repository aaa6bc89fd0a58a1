import { useEffect } from 'react'
import { NoIndex } from '../components/NoIndex'
import { Spinner } from '@web/components/ui/Spinner'

export const STATIC_CHECKOUT_PAGE = '/checkout.html'

/** /buy-guide: a full page load to the checkout page at /checkout.html (StaticCheckoutScreen), which gets the buyer to Stripe. */
export default function BuyGuideScreen() {
  useEffect(() => {
    window.location.assign(STATIC_CHECKOUT_PAGE)
  }, [])
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4" role="status">
      <NoIndex />
      <Spinner large />
      <p className="text-lg text-slate-700">Redirecting to checkout...</p>
    </section>
  )
}
