import { subscribeRequestSchema } from '@cms/contract/newsletter'
import { NEWSLETTER_CHECK_INBOX } from '@cms/contract/newsletterValues'
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, Mail } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'
import { toast } from '@web/components/ui/useToast'
import { serverMessage, useSubscribe } from '@web/lib/newsletter/subscribe'

/** The form's texts when the page does not set them. */
export const NEWSLETTER_DEFAULTS = {
  title: 'Subscribe to our newsletter',
  subtitle: 'Get the latest digital nomad jobs and resources straight to your inbox.',
  buttonText: 'Subscribe',
  source: 'website',
} as const

export const CONSENT_LABEL = 'I agree to receive marketing emails and can unsubscribe anytime.'

/** The request's own rules for the fields the visitor fills in (source is a prop). */
const formSchema = subscribeRequestSchema.pick({ email: true, name: true, marketingConsent: true })
type FormValues = z.input<typeof formSchema>

export interface NewsletterFormProps {
  variant?: 'default' | 'compact'
  source?: string
  title?: string
  subtitle?: string
  buttonText?: string
  /** The consent checkbox can be hidden (the footer hides it); consent then stays at its default, true. */
  showConsent?: boolean
  className?: string
}

/**
 * Newsletter signup: idle, pending (inputs disabled, 'Subscribing...'), then a thank-you panel that asks to
 * confirm from the inbox (double opt-in); a failure returns to idle with a destructive toast. Validates on submit, then on every change.
 */
export function NewsletterForm({
  variant = 'default',
  source = NEWSLETTER_DEFAULTS.source,
  title = NEWSLETTER_DEFAULTS.title,
  subtitle = NEWSLETTER_DEFAULTS.subtitle,
  buttonText = NEWSLETTER_DEFAULTS.buttonText,
  showConsent = true,
  className = '',
}: NewsletterFormProps) {
  const id = useId()
  const mutation = useSubscribe()
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', name: '', marketingConsent: true },
  })
  const pending = mutation.isPending
  const compact = variant === 'compact'
  const dark = compact // the compact form sits in the dark footer

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ email: values.email.trim(), name: values.name?.trim() || undefined, marketingConsent: values.marketingConsent, source })
      toast({ title: 'Check your inbox', description: NEWSLETTER_CHECK_INBOX })
    } catch (error) {
      toast({ title: 'Subscription failed', description: serverMessage(error) || 'Something went wrong. Please try again.', variant: 'destructive' })
    }
  })

  const frame =
    variant === 'default'
      ? 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
      : ''

  if (mutation.isSuccess) {
    return (
      <div className={`${frame} ${className}`} data-testid="newsletter-thanks" role="status">
        <div className="flex items-start gap-3">
          <CheckCircle2 className={dark ? 'text-brand-500' : 'text-brand-600'} size={22} aria-hidden />
          <div>
            <p className={`font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>Thank you for subscribing!</p>
            <p className={`mt-1 text-sm ${dark ? 'text-slate-400' : 'text-slate-600'}`}>{NEWSLETTER_CHECK_INBOX}</p>
          </div>
        </div>
      </div>
    )
  }

  const emailError = formState.errors.email?.message
  return (
    <form onSubmit={onSubmit} noValidate className={`${frame} ${className}`} aria-label={title}>
      <div className={compact ? '' : 'mb-4 flex items-start gap-3'}>
        {!compact && <Mail className="mt-1 shrink-0 text-brand-600" size={22} aria-hidden />}
        <div>
          <h2 className={compact ? 'text-sm font-semibold uppercase tracking-wide text-slate-300' : 'text-xl font-bold text-slate-900'}>{title}</h2>
          <p className={`mt-1 text-sm ${dark ? 'text-slate-400' : 'text-slate-600'}`}>{subtitle}</p>
        </div>
      </div>
      <div className={variant === 'default' ? 'grid gap-3 sm:grid-cols-[1fr_1.4fr_auto]' : compact ? 'mt-3 flex flex-wrap gap-2 [&>div]:min-w-[12rem]' : 'grid gap-3'}>
        {!compact && (
          <TextField
            id={`${id}-name`}
            label="Name (optional)"
            hideLabel
            type="text"
            placeholder="Your name (optional)"
            autoComplete="name"
            disabled={pending}
            {...register('name')}
          />
        )}
        <TextField
          id={`${id}-email`}
          label="Email address"
          hideLabel
          className="min-w-0 flex-1"
          type="email"
          placeholder="Your email address"
          autoComplete="email"
          disabled={pending}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          {...register('email')}
        />
        <Button type="submit" busy={pending} busyLabel="Subscribing...">
          {buttonText}
        </Button>
      </div>
      {emailError && (
        <p id={`${id}-email-error`} role="alert" className={`mt-2 text-sm ${dark ? 'text-red-400' : 'text-red-600'}`}>
          {emailError}
        </p>
      )}
      {showConsent && (
        <label className={`mt-3 flex items-start gap-2 text-xs ${dark ? 'text-slate-400' : 'text-slate-600'}`}>
          <input type="checkbox" disabled={pending} className="mt-0.5 accent-brand-600" {...register('marketingConsent')} />
          <span>{CONSENT_LABEL}</span>
        </label>
      )}
    </form>
  )
}
