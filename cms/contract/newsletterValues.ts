/**
 * The plain words of the newsletter's double opt-in, without zod, so the footer's form can use them without the
 * schema library (docs/design-notes.md "Newsletter: double opt-in").
 */
/** The answer to a subscription: nothing is sent but the confirmation mail until its link is followed. */
export const NEWSLETTER_CHECK_INBOX = 'Almost done: check your inbox to confirm your subscription. We send nothing else until you confirm.'
/** What confirming means, said on the confirmation page before its button. */
export const NEWSLETTER_CONFIRM_MEANS =
  'Confirming subscribes this address to the Nomad Jobs newsletter and to our marketing e-mails (new remote jobs, guides, tools and offers such as the Digital Nomad Guide). You can unsubscribe at any time with the link in every e-mail.'
/** How long a confirmation link works after it is mailed. */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7
/** A confirmation link followed a second time, or mailed before its address last unsubscribed (410). */
export const NEWSLETTER_CONFIRM_LINK_USED =
  'This confirmation link has already been used or no longer applies. To subscribe, enter your e-mail address again and use the link in the new e-mail.'
/** A confirmation link past NEWSLETTER_CONFIRM_LINK_DAYS (410). */
export const NEWSLETTER_CONFIRM_LINK_EXPIRED = 'This confirmation link has expired. To subscribe, enter your e-mail address again and use the link in the new e-mail.'
