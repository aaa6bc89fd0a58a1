import { CONTACT_FORM_RESULT, CONTACT_MESSAGES, contactPagePath, contactRequestSchema } from '@cms/contract/contact'
import { currentUser } from '../session'
import { sendContactMessage } from '@cms/domain/contact/sendContactMessage'
import { readFormFields } from '@cms/lib/body'
import { seeOther } from '@cms/lib/http'
import { logger } from '@cms/lib/logger'
import { getPayloadClient } from '@cms/payloadClient'

/**
 * POST /api/contact/form: the contact form's plain post (the page before its scripts run, or without them). The
 * same checks, limit and domain call as POST /api/contact; 303 back to /contact with `contact=sent`, or with the
 * error and the short fields that were typed (never the message: addresses end up in history and logs).
 */
export async function answerContactForm(request: Request): Promise<Response> {
  const fields = await readFormFields(request)
  const input = contactRequestSchema.safeParse(fields)
  const typed = {
    [CONTACT_FORM_RESULT.name]: (fields.name ?? '').slice(0, 100),
    [CONTACT_FORM_RESULT.email]: (fields.email ?? '').slice(0, 254),
    [CONTACT_FORM_RESULT.topic]: (fields.topic ?? '').slice(0, 20),
  }
  if (!input.success) return seeOther(contactPagePath({ [CONTACT_FORM_RESULT.error]: input.error.issues[0]?.message ?? CONTACT_MESSAGES.serverTrouble, ...typed }))
  try {
    const payload = await getPayloadClient()
    await sendContactMessage(payload, input.data, { userId: (await currentUser(payload, request))?.id ?? null })
    return seeOther(contactPagePath({ [CONTACT_FORM_RESULT.sent]: 'sent' }))
  } catch (error) {
    logger.error({ err: error }, 'contact form post failed')
    return seeOther(contactPagePath({ [CONTACT_FORM_RESULT.error]: CONTACT_MESSAGES.serverTrouble, ...typed }))
  }
}
