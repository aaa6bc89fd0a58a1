import {
  NEWSLETTER_FOOTER_SOURCE,
  NEWSLETTER_FOOTER_TEXTS,
  NEWSLETTER_FORM_ACTION,
  NEWSLETTER_FORM_RESULT,
  withoutNewsletterResult,
} from '@cms/contract/newsletterFooter'
import { NEWSLETTER_DEFAULTS } from '@cms/contract/newsletterValues'
import { useLocation } from 'react-router-dom'
import { NewsletterFormView, NewsletterThanks } from '@web/components/newsletter/NewsletterFormView'

/**
 * The footer's newsletter form as the server writes it: a plain post to NEWSLETTER_FORM_ACTION that shows the
 * outcome the post came back with (the page's `newsletter*` parameters), so the footer works without JavaScript.
 * Only the server renderer has it (its slot, filled in entry-server.tsx), so it weighs nothing in the pages' scripts.
 */
export function FooterNewsletterServerForm() {
  const { pathname, search } = useLocation()
  const result = new URLSearchParams(search)
  const outcome = result.get(NEWSLETTER_FORM_RESULT.outcome)
  const error = result.get(NEWSLETTER_FORM_RESULT.error) ?? ''
  if (outcome === 'subscribed') return <NewsletterThanks variant="compact" />
  return (
    <NewsletterFormView
      variant="compact"
      {...NEWSLETTER_FOOTER_TEXTS}
      buttonText={NEWSLETTER_DEFAULTS.buttonText}
      form={{ method: 'post', action: NEWSLETTER_FORM_ACTION, noValidate: true }}
      fields={{ name: { name: 'name' }, email: { name: 'email', defaultValue: result.get(NEWSLETTER_FORM_RESULT.email) ?? '' } }}
      emailError={outcome === 'invalid' ? error : undefined}
      failure={outcome === 'failed' ? error : undefined}
    >
      <input type="hidden" name="source" value={NEWSLETTER_FOOTER_SOURCE} />
      <input type="hidden" name="returnTo" value={withoutNewsletterResult(`${pathname}${search}`)} />
    </NewsletterFormView>
  )
}
