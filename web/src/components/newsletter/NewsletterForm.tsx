import { subscribeRequestSchema } from '@cms/contract/newsletter'
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_DEFAULTS, NEWSLETTER_FAILED_TITLE } from '@cms/contract/newsletterValues'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { toast } from '@web/components/ui/useToast'
import { serverMessage, useSubscribe } from '@web/lib/newsletter/subscribe'
import { NewsletterFormView, NewsletterThanks, type NewsletterVariant } from './NewsletterFormView'

/** The request's own rules for the fields the visitor fills in (source is a prop). */
const formSchema = subscribeRequestSchema.pick({ email: true, name: true, marketingConsent: true })
type FormValues = z.input<typeof formSchema>

export interface NewsletterFormProps {
  variant?: NewsletterVariant
  source?: string
  title?: string
  subtitle?: string
  buttonText?: string
  /** The consent checkbox can be hidden (the footer hides it); consent then stays at its default, true. */
  showConsent?: boolean
  className?: string
  /** What was typed into the same form before this one took its place (the footer's server-rendered form). */
  defaultEmail?: string
  /** Whether the e-mail box takes the focus at once (it had it in the form this one replaces). */
  focusEmail?: boolean
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
  defaultEmail = '',
  focusEmail = false,
}: NewsletterFormProps) {
  const mutation = useSubscribe()
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail, name: '', marketingConsent: true },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ email: values.email.trim(), name: values.name?.trim() || undefined, marketingConsent: values.marketingConsent, source })
      toast({ title: 'Check your inbox', description: NEWSLETTER_CHECK_INBOX })
    } catch (error) {
      toast({ title: NEWSLETTER_FAILED_TITLE, description: serverMessage(error) || 'Something went wrong. Please try again.', variant: 'destructive' })
    }
  })

  if (mutation.isSuccess) return <NewsletterThanks variant={variant} className={className} />
  return (
    <NewsletterFormView
      variant={variant}
      title={title}
      subtitle={subtitle}
      buttonText={buttonText}
      className={className}
      form={{ onSubmit, noValidate: true }}
      fields={{ name: register('name'), email: { ...register('email'), autoFocus: focusEmail }, consent: showConsent ? register('marketingConsent') : undefined }}
      pending={mutation.isPending}
      emailError={formState.errors.email?.message}
    />
  )
}
