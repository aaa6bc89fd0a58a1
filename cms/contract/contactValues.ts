/**
 * The plain values of the contact form, without zod, so the browser's first script can use them without the
 * schema library. `contact.ts` re-exports them beside the schemas.
 */
/** What a message is about: the form's choices, in its order (staff sort their inbox by it). */
export const CONTACT_TOPICS = {
  general: 'General question',
  account: 'My account',
  guide: 'Guide purchase or refund',
  'job-post': 'Job post or employer',
  problem: 'Report a problem',
  privacy: 'Privacy request',
} as const
export type ContactTopic = keyof typeof CONTACT_TOPICS
export const CONTACT_TOPIC_VALUES = Object.keys(CONTACT_TOPICS) as ContactTopic[]

export const CONTACT_LIMITS = { name: 100, messageMin: 10, messageMax: 5000 } as const

/** Messages one client may send in a window (the declared `contact` rate limit): a person writes once or twice, not dozens. */
export const CONTACT_RATE_LIMIT = { quota: 5, windowSeconds: 60 * 60 } as const

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  invalidEmail: 'Please enter a valid email address.',
  topicRequired: 'Please choose a topic.',
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.messageMax} characters.`,
  sent: 'Thank you, your message has been sent. We will reply by e-mail.',
  serverTrouble: 'Your message could not be sent because of a problem on our side. Please try again later.',
} as const

/** The editors' page the form is shown under. */
export const CONTACT_PAGE_SLUG = 'contact'
export const CONTACT_PAGE = `/${CONTACT_PAGE_SLUG}`

/**
 * The form without JavaScript: it posts to `CONTACT_FORM_ACTION`, which answers 303 back to the page with the
 * outcome (`contact=sent`) or the error and what was typed, except the message itself, which never goes into an
 * address (history, logs): the browser's Back button still holds it.
 */
export const CONTACT_FORM_ACTION = '/api/contact/form'
export const CONTACT_FORM_RESULT = { sent: 'contact', error: 'contact_error', name: 'name', email: 'email', topic: 'topic' } as const

/**
 * A field people never see (hidden by the page) that simple bots fill in. A message with it is answered as sent
 * and thrown away, so the bot learns nothing.
 */
export const CONTACT_HONEYPOT_FIELD = 'website'

/** The contact page with the form post's result. */
export const contactPagePath = (result: Record<string, string>) => `${CONTACT_PAGE}?${new URLSearchParams(result)}#contact-form`
