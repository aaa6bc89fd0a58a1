import { useEffect, useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { rememberCheckoutEmail, rememberedCheckoutEmail } from '../checkoutEmail'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'

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
      <TextField id={inputId} label={label} large name="email" type="email" required autoComplete="email" defaultValue={defaultEmail} placeholder={placeholder} />
      {error && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="scroll-mt-24 rounded-md bg-red-50 p-3 text-sm text-red-700 focus:outline-none">
          {error}
        </p>
      )}
      <Button type="submit" variant="accent" size="lg" className="w-full shadow">
        {submitLabel}
      </Button>
    </form>
  )
}
