import { useEffect, useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { rememberCheckoutEmail, rememberedCheckoutEmail } from '../checkoutEmail'

export const PUBLIC_CHECKOUT_ACTION = '/api/public-checkout/create-session'

interface Props {
  label: string
  placeholder?: string
  submitLabel: string
  inputId: string
}

/**
 * A classic browser form post to the public checkout call: the server answers with a redirect to
 * Stripe, or back here with `checkout_error`, so it works even before the SPA's scripts run.
 */
export function PublicCheckoutForm({ label, placeholder = 'you@example.com', submitLabel, inputId }: Props) {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const error = params.get('checkout_error')
  const defaultEmail = params.get('email') || rememberedCheckoutEmail()
  const errorRef = useRef<HTMLParagraphElement>(null)
  // The server sends a failed checkout back to the top of this page: bring the message to where the buyer looks.
  useEffect(() => {
    if (!error) return
    errorRef.current?.scrollIntoView({ block: 'center' })
    errorRef.current?.focus({ preventScroll: true })
  }, [error])
  return (
    <form
      method="post"
      action={PUBLIC_CHECKOUT_ACTION}
      className="space-y-3"
      onSubmit={(event) => rememberCheckoutEmail(new FormData(event.currentTarget).get('email')?.toString() ?? '')}
    >
      <input type="hidden" name="return_to" value={pathname} />
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={defaultEmail}
        placeholder={placeholder}
        className="w-full rounded-lg border border-slate-300 px-4 py-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="scroll-mt-24 rounded-md bg-red-50 p-3 text-sm text-red-700 focus:outline-none">
          {error}
        </p>
      )}
      <button type="submit" className="w-full rounded-lg bg-amber-400 px-6 py-3 text-base font-semibold text-slate-950 shadow hover:bg-amber-300">
        {submitLabel}
      </button>
    </form>
  )
}
