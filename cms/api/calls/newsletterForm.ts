import { subscribeFormSchema } from '@cms/contract/newsletter'
import { newsletterResultPath, type NewsletterFormOutcome } from '@cms/contract/newsletterFooter'
import { subscribe } from '@cms/domain/newsletter/subscribers'
import { readFormFields } from '@cms/lib/body'
import { clientIp } from '@cms/lib/clientIp'
import { seeOther } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
import { sameSiteReturnPath } from '@cms/lib/returnPath'
import { formPostFailureMessage } from '../failures'

/**
 * POST /api/newsletter/form: the footer's newsletter form as a plain post (the page before its scripts run, or
 * without them). The same checks, limits and double opt-in as POST /api/newsletter/subscribe (the same domain
 * call); 303 back to the page it came from with `newsletter=subscribed`, or `invalid`/`failed` with the message
 * and the typed address.
 */
export async function answerNewsletterForm(request: Request): Promise<Response> {
  const fields = await readFormFields(request)
  const page = sameSiteReturnPath(fields.returnTo, request, '/')
  const refused = (outcome: Exclude<NewsletterFormOutcome, 'subscribed'>, message: string) =>
    seeOther(newsletterResultPath(page, { outcome, error: message, email: (fields.email ?? '').slice(0, 254) }))
  const input = subscribeFormSchema.safeParse(fields)
  if (!input.success) return refused('invalid', input.error.issues[0]!.message)
  try {
    await subscribe(await getPayloadClient(), input.data, clientIp(request))
    return seeOther(newsletterResultPath(page, { outcome: 'subscribed' satisfies NewsletterFormOutcome }))
  } catch (error) {
    return refused('failed', formPostFailureMessage(error, 'newsletter form post failed'))
  }
}
