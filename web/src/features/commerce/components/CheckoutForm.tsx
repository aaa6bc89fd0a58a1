import { ArrowRight } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'
import { rememberCheckoutEmail } from '../checkoutEmail'
import { checkEmailOrToast, useGuideCheckout } from '../checkout/useGuideCheckout'
import { useRememberedCheckoutEmail } from '../checkout/useRememberedCheckoutEmail'
import { purchasesOpen } from './PurchasesPausedNotice'
import { apiUrl } from '@web/lib/api/client'

/** The public checkout call: a classic form post answered with a redirect to Stripe, or back with `checkout_error`. */
export const PUBLIC_CHECKOUT_ACTION = apiUrl('postPublicCheckoutCreateSession')
export const DIRECT_CHECKOUT_PATH = '/direct-checkout'

export interface CheckoutFormProps {
  /**
   * 'session': the JSON checkout call, then Stripe, with the 'Payment System Error' toast and the direct-checkout
   * alternative on failure (the /checkout screen). 'form-post': the classic form post of direct checkout, the sales
   * page and the static checkout page. Either way the form is a real form post, so it works before scripts run.
   */
  flow: 'session' | 'form-post'
  inputId: string
  label: string
  hint?: string
  submitLabel: string
  busyLabel?: string
  buttonVariant?: 'primary' | 'accent'
  /** Post at once when this browser session remembers an e-mail (the one-click static checkout page). */
  oneClick?: boolean
}

/** The one checkout form every purchase screen is built from. */
export function CheckoutForm({ flow, inputId, label, hint, submitLabel, busyLabel, buttonVariant = 'accent', oneClick = false }: CheckoutFormProps) {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const serverError = params.get('checkout_error')
  const remembered = useRememberedCheckoutEmail()
  const [typed, setTyped] = useState<string | null>(null)
  const email = typed ?? (params.get('email')?.trim() || remembered || '')
  const checkout = useGuideCheckout()
  const formRef = useRef<HTMLFormElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)

  // The server sends a failed form post back to the top of this page: bring its message to where the buyer looks.
  useEffect(() => {
    if (!serverError) return
    errorRef.current?.scrollIntoView({ block: 'center' })
    errorRef.current?.focus({ preventScroll: true })
  }, [serverError])

  // Never while purchases are paused: the post could only come back with an error.
  const postsAtOnce = oneClick && purchasesOpen() && !serverError && Boolean(remembered?.includes('@'))
  useEffect(() => {
    if (postsAtOnce) formRef.current?.submit()
  }, [postsAtOnce])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (flow === 'session') {
      event.preventDefault()
      void checkout.start(email)
    } else if (checkEmailOrToast(email)) {
      rememberCheckoutEmail(email)
    } else {
      event.preventDefault()
    }
  }

  return (
    <form ref={formRef} method="post" action={PUBLIC_CHECKOUT_ACTION} onSubmit={onSubmit} noValidate={flow === 'session'} hidden={postsAtOnce} className="space-y-3">
      <input type="hidden" name="return_to" value={pathname} />
      <TextField
        id={inputId}
        label={label}
        hint={hint}
        large
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setTyped(event.target.value)}
      />
      {serverError && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="scroll-mt-24 rounded-md bg-red-50 p-3 text-sm text-red-700 focus:outline-none">
          {serverError}
        </p>
      )}
      <Button type="submit" variant={buttonVariant} size="lg" className="w-full shadow" busy={checkout.busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {checkout.failed && purchasesOpen() && <DirectCheckoutAlternative />}
    </form>
  )
}

/** What the payment notice promises when checkout fails: the direct checkout, which needs no script to reach Stripe. */
function DirectCheckoutAlternative() {
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p>Checkout didn't open. You can still buy the guide through our direct checkout, a simple form that takes you to the payment page.</p>
      <Link to={DIRECT_CHECKOUT_PATH} className="mt-2 inline-flex min-h-6 items-center gap-1 font-semibold text-amber-950 underline">
        Use direct checkout <ArrowRight size={16} aria-hidden />
      </Link>
    </div>
  )
}
