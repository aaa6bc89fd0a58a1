import { CONTACT_MESSAGES, contactRequestSchema, contactResponseSchema } from '@cms/contract/contact'
import { sendContactMessage } from '@cms/domain/contact/sendContactMessage'
import { declare, jsonBody } from '../declaration'
import type { RoutePolicy } from '../policy'
import { answerContactForm, contactFormRefusal } from './contactForm'

/** Both ways of sending a message spend one bucket per client, and answer nothing a cache may keep. */
const CONTACT: Partial<RoutePolicy> = { rateLimit: 'contact', cache: 'private', maxBodyBytes: 32 * 1024 }

export const contactCalls = [
  declare({
    method: 'POST',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message to the team (stored for staff and mailed to the support address; a few an hour per client).',
    access: 'public',
    policy: CONTACT,
    body: jsonBody(contactRequestSchema, { maxBytes: 32 * 1024 }),
    answer: { status: 201, schema: contactResponseSchema },
    errors: [],
    session: 'optional',
    handler: async ({ body, payload, user }) => {
      await sendContactMessage(payload, body, { userId: user?.id ?? null })
      return { success: true as const, message: CONTACT_MESSAGES.sent }
    },
  }),
  declare({
    method: 'POST',
    path: '/api/contact/form',
    tag: 'Contact',
    summary: "The contact page's form post (works without JavaScript): 303 back to /contact with contact=sent, or with contact_error.",
    access: 'public',
    policy: CONTACT,
    session: 'optional',
    body: { format: 'form', schema: contactRequestSchema, maxBytes: 32 * 1024 },
    formRefusal: ({ message, fields }) => contactFormRefusal(fields, message),
    answer: { status: 303, schema: null, description: 'Redirect to /contact with the outcome or the error.' },
    errors: [],
    handler: (context) => answerContactForm(context),
  }),
]
