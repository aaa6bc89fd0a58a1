import { PauseCircle } from 'lucide-react'
import { siteFeatures } from '@web/lib/siteFeatures'

/** True when the site takes payments (STRIPE_SECRET_KEY is set): the server renders the same answer the browser reads. */
export const purchasesOpen = () => siteFeatures().payments

/**
 * Said up front, in the server's HTML, on every way to buy the guide while payments are not set up: the form stays
 * (the spec's), and a visitor who tries anyway still gets its 'Payment System Error', but nobody is led to believe a
 * retry or another checkout page will work. The job-post form says the same of its payments.
 */
export function PurchasesPausedNotice({ className = '' }: { className?: string }) {
  if (purchasesOpen()) return null
  return (
    <div role="note" className={`flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-950 ${className}`}>
      <PauseCircle size={18} className="mt-0.5 shrink-0" aria-hidden />
      <p>
        <strong>Guide purchases are paused.</strong> Payments are not set up on this site right now, so the guide cannot be bought here for the
        moment. Nothing will be charged; please come back later.
      </p>
    </div>
  )
}
