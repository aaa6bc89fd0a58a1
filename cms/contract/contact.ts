import { z } from 'zod'
import { emailAddress } from './email'
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TOPIC_VALUES, type ContactTopic } from './contactValues'

export * from './contactValues'

/** POST /api/contact (and the form post's fields). */
export const contactRequestSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameRequired }).trim().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: emailAddress(CONTACT_MESSAGES.invalidEmail).transform((address) => address.toLowerCase()),
  topic: z.enum(CONTACT_TOPIC_VALUES as [ContactTopic, ...ContactTopic[]], { error: CONTACT_MESSAGES.topicRequired }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional().describe('Leave empty: a field people never see.'),
})
export type ContactRequest = z.input<typeof contactRequestSchema>

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() })
