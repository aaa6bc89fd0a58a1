import { CONTACT_MESSAGES, contactRequestSchema, contactResponseSchema } from '@cms/contract/contact'
import { currentUser } from '../session'
import { sendContactMessage } from '@cms/domain/contact/sendContactMessage'
import { getPayloadClient } from '@cms/payloadClient'
import { declare, jsonBody } from '../declaration'
import type { RoutePolicy } from '../policy'
import { answerContactForm } from './contactForm'

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
    handler: async ({ request, body }) => {
      const payload = await getPayloadClient()
      await sendContactMessage(payload, body, { userId: (await currentUser(payload, request))?.id ?? null })
      return Response.json({ success: true, message: CONTACT_MESSAGES.sent }, { status: 201 })
    },
  }),
  declare({
    method: 'POST',
    path: '/api/contact/form',
    tag: 'Contact',
    summary: "The contact page's form post (works without JavaScript): 303 back to /contact with contact=sent, or with contact_error.",
    access: 'public',
    policy: CONTACT,
    body: { format: 'form', schema: contactRequestSchema },
    answer: { status: 303, schema: null, description: 'Redirect to /contact with the outcome or the error.' },
    errors: [],
    handler: ({ request }) => answerContactForm(request),
  }),
]
