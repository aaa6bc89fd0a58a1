import type { Payload } from 'payload'
import type { z } from 'zod'
import { CONTACT_FORM_RESULT, CONTACT_MESSAGES, contactPagePath, type contactRequestSchema } from '@cms/contract/contact'
import { sendContactMessage } from '@cms/domain/contact/sendContactMessage'
import { seeOther } from '@cms/lib/http'
import { logger } from '@cms/lib/logger'
import type { User } from '@cms/payload-types'

/** The short fields that were typed, kept for the page (never the message: addresses end up in history and logs). */
const typedOf = (fields: Record<string, string | undefined>) => ({
  [CONTACT_FORM_RESULT.name]: (fields.name ?? '').slice(0, 100),
  [CONTACT_FORM_RESULT.email]: (fields.email ?? '').slice(0, 254),
  [CONTACT_FORM_RESULT.topic]: (fields.topic ?? '').slice(0, 20),
})

/** The fields the entry refused (the declared schema): back to /contact with the field's message and what was typed. */
export const contactFormRefusal = (fields: Record<string, string>, message: string) => seeOther(contactPagePath({ [CONTACT_FORM_RESULT.error]: message, ...typedOf(fields) }))

/**
 * POST /api/contact/form: the contact form's plain post (the page before its scripts run, or without them). The
 * entry checks the fields as POST /api/contact declares them; the same limit and domain call; 303 back to
 * /contact with `contact=sent`, or with the error and the short fields that were typed.
 */
export async function answerContactForm({ body, payload, user }: { body: z.output<typeof contactRequestSchema>; payload: Payload; user: User | null }): Promise<Response> {
  try {
    await sendContactMessage(payload, body, { userId: user?.id ?? null })
    return seeOther(contactPagePath({ [CONTACT_FORM_RESULT.sent]: 'sent' }))
  } catch (error) {
    logger.error({ err: error }, 'contact form post failed')
    return seeOther(contactPagePath({ [CONTACT_FORM_RESULT.error]: CONTACT_MESSAGES.serverTrouble, ...typedOf(body) }))
  }
}
