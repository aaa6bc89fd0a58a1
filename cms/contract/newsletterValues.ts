/**
 * The plain words of the newsletter's double opt-in, without zod, so the footer's form can use them without the
 * schema library (docs/design-notes.md "Newsletter: double opt-in").
 */
/** The answer to a subscription: nothing is sent but the confirmation mail until its link is followed. */
export const NEWSLETTER_CHECK_INBOX = 'Almost done: check your inbox to confirm your subscription. We send nothing else until you confirm.'
/** What confirming means, said on the confirmation page before its button. */
export const NEWSLETTER_CONFIRM_MEANS =
  'Confirming subscribes this address to the Nomad Jobs newsletter and to our marketing e-mails (new remote jobs, guides, tools and offers such as the Digital Nomad Guide). You can unsubscribe at any time with the link in every e-mail.'

/** The newsletter form's texts when the page does not set them (spec 1, section 9). */
export const NEWSLETTER_DEFAULTS = {
  title: 'Subscribe to our newsletter',
  subtitle: 'Get the latest digital nomad jobs and resources straight to your inbox.',
  buttonText: 'Subscribe',
  source: 'website',
} as const
export const NEWSLETTER_CONSENT_LABEL = 'I agree to receive marketing emails and can unsubscribe anytime.'

/** The spec's thank-you panel title; its text is NEWSLETTER_CHECK_INBOX. */
export const NEWSLETTER_THANKS_TITLE = 'Thank you for subscribing!'
/** The spec's failure toast title; its text is the server's message. */
export const NEWSLETTER_FAILED_TITLE = 'Subscription failed'
