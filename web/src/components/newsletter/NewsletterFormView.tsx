import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CONSENT_LABEL, NEWSLETTER_FAILED_TITLE, NEWSLETTER_THANKS_TITLE } from '@cms/contract/newsletterValues'
import { CheckCircle2, Mail } from 'lucide-react'
import { useId, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type RefAttributes } from 'react'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'

/** `default` is a card with a name field; `compact` sits in the dark footer, e-mail only. */
export type NewsletterVariant = 'default' | 'compact'

type InputProps = InputHTMLAttributes<HTMLInputElement> & RefAttributes<HTMLInputElement>

const frameOf = (variant: NewsletterVariant) => (variant === 'default' ? 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8' : '')

/** The thank-you panel that replaces the form once a subscription is asked for (double opt-in: confirm from the inbox). */
export function NewsletterThanks({ variant, className = '' }: { variant: NewsletterVariant; className?: string }) {
  const dark = variant === 'compact'
  return (
    <div className={`${frameOf(variant)} ${className}`} data-testid="newsletter-thanks" role="status">
      <div className="flex items-start gap-3">
        <CheckCircle2 className={dark ? 'text-brand-500' : 'text-brand-600'} size={22} aria-hidden />
        <div>
          <p className={`font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>{NEWSLETTER_THANKS_TITLE}</p>
          <p className={`mt-1 text-sm ${dark ? 'text-slate-400' : 'text-slate-600'}`}>{NEWSLETTER_CHECK_INBOX}</p>
        </div>
      </div>
    </div>
  )
}

interface NewsletterFormViewProps {
  variant: NewsletterVariant
  title: string
  subtitle: string
  buttonText: string
  className?: string
  /** The form element's own props: a submit handler with JavaScript, or `method` and `action` for a plain post. */
  form: FormHTMLAttributes<HTMLFormElement>
  /** Each input's props (react-hook-form's `register`, or plain names and values); no `consent`, no checkbox. */
  fields: { name: InputProps; email: InputProps; consent?: InputProps }
  pending?: boolean
  emailError?: string
  /** A refusal that is not the e-mail's, shown as the failure toast would be (title and message). */
  failure?: string | null
  /** Hidden fields of a plain post. */
  children?: ReactNode
}

/**
 * The newsletter form's markup, without the form libraries, so the footer can render it on the server (and
 * before its script loads) exactly as NewsletterForm draws it once its script runs.
 */
export function NewsletterFormView({ variant, title, subtitle, buttonText, className = '', form, fields, pending = false, emailError, failure, children }: NewsletterFormViewProps) {
  const id = useId()
  const compact = variant === 'compact'
  const dark = compact // the compact form sits in the dark footer
  return (
    <form {...form} className={`${frameOf(variant)} ${className}`} aria-label={title}>
      {children}
      <div className={compact ? '' : 'mb-4 flex items-start gap-3'}>
        {!compact && <Mail className="mt-1 shrink-0 text-brand-600" size={22} aria-hidden />}
        <div>
          <h2 className={compact ? 'text-sm font-semibold uppercase tracking-wide text-slate-300' : 'text-xl font-bold text-slate-900'}>{title}</h2>
          <p className={`mt-1 text-sm ${dark ? 'text-slate-400' : 'text-slate-600'}`}>{subtitle}</p>
        </div>
      </div>
      <div className={compact ? 'mt-3 flex flex-wrap gap-2 [&>div]:min-w-[12rem]' : 'grid gap-3 sm:grid-cols-[1fr_1.4fr_auto]'}>
        {!compact && (
          <TextField id={`${id}-name`} label="Name (optional)" hideLabel type="text" placeholder="Your name (optional)" autoComplete="name" disabled={pending} {...fields.name} />
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
          {...fields.email}
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
      {failure && (
        <div role="alert" className={`mt-2 text-sm ${dark ? 'text-red-400' : 'text-red-600'}`}>
          <p className="font-semibold">{NEWSLETTER_FAILED_TITLE}</p>
          <p>{failure}</p>
        </div>
      )}
      {fields.consent && (
        <label className={`mt-3 flex items-start gap-2 text-xs ${dark ? 'text-slate-400' : 'text-slate-600'}`}>
          <input type="checkbox" disabled={pending} className="mt-0.5 accent-brand-600" {...fields.consent} />
          <span>{NEWSLETTER_CONSENT_LABEL}</span>
        </label>
      )}
    </form>
  )
}
