import { AlertTriangle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { purchasesOpen } from './PurchasesPausedNotice'

export const PAYMENT_NOTICE_MS = 10_000

/**
 * The payment-provider notice, shown for 10 seconds after an initialisation failure. Not while payments are off:
 * its "alternative way to purchase" fails the same way then, and PurchasesPausedNotice says so instead.
 */
export function PaymentNotice({ show }: { show: boolean }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!show) return
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), PAYMENT_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [show])
  if (!visible || !purchasesOpen()) return null
  return (
    <div role="status" className="mx-auto mb-6 flex max-w-3xl items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <AlertTriangle size={18} className="mt-0.5 shrink-0" aria-hidden />
      <p>
        <strong>Payment system notice:</strong> We're experiencing some issues with our payment processor. If checkout fails, you'll be provided with an
        alternative way to purchase.
      </p>
    </div>
  )
}
