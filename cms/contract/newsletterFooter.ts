/**
 * The footer's newsletter form: its texts and its post without JavaScript. Apart from the other newsletter values
 * (newsletterValues.ts) because every page's first script imports this module, and only what is here goes with it.
 */
/** The footer's compact form (spec 1, "Footer"); its button keeps the form's default text. */
export const NEWSLETTER_FOOTER_TEXTS = { title: 'Get Nomad Updates', subtitle: 'Latest jobs and travel tips in your inbox.' } as const
/** The `source` the footer's form sends. */
export const NEWSLETTER_FOOTER_SOURCE = 'footer'

/**
 * The footer's form without JavaScript: a plain form post to `NEWSLETTER_FORM_ACTION`, which answers 303 back to
 * the page it came from (`returnTo`), at the footer's form (`NEWSLETTER_FOOTER_ANCHOR`), with the outcome:
 * `newsletter=subscribed`, or `invalid` (the e-mail's message, shown under the field) or `failed` (a limit or a
 * fault, shown as the toast would), each with `newsletter_error` and the typed address.
 */
export const NEWSLETTER_FORM_ACTION = '/api/newsletter/form'
export const NEWSLETTER_FORM_RESULT = { outcome: 'newsletter', error: 'newsletter_error', email: 'newsletter_email' } as const
export type NewsletterFormOutcome = 'subscribed' | 'invalid' | 'failed'
export const NEWSLETTER_FOOTER_ANCHOR = 'footer-newsletter'

/** A page's path and query without an earlier form post's outcome: where the next post comes back to. */
export function withoutNewsletterResult(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://page.invalid')
  for (const name of Object.values(NEWSLETTER_FORM_RESULT)) url.searchParams.delete(name)
  return `${url.pathname}${url.search}`
}

/** The page (a same-site path) with the form post's outcome, scrolled to the footer's form. */
export function newsletterResultPath(page: string, result: Partial<Record<keyof typeof NEWSLETTER_FORM_RESULT, string>>): string {
  const url = new URL(withoutNewsletterResult(page), 'http://page.invalid')
  for (const [key, value] of Object.entries(result)) url.searchParams.set(NEWSLETTER_FORM_RESULT[key as keyof typeof NEWSLETTER_FORM_RESULT], value)
  return `${url.pathname}${url.search}#${NEWSLETTER_FOOTER_ANCHOR}`
}
