import { z } from 'zod'
import { emailAddress } from './email'
import { MSG } from './accounts'

/** The same wording as the account forms. */
const NEWSLETTER_EMAIL_MESSAGE = MSG.email

/** A subscriber's name and the form it came from, as the call takes them and the Subscribers collection stores them. */
export const SUBSCRIBER_NAME_MAX = 200
export const SUBSCRIBER_SOURCE_MAX = 50

/** POST /api/newsletter/subscribe: consent defaults to true, source to 'website'. */
export const subscribeRequestSchema = z.object({
  email: emailAddress(NEWSLETTER_EMAIL_MESSAGE),
  name: z.string().trim().max(SUBSCRIBER_NAME_MAX, `Name must be at most ${SUBSCRIBER_NAME_MAX} characters`).optional().nullable(),
  marketingConsent: z.boolean().default(true),
  source: z.string().trim().min(1).max(SUBSCRIBER_SOURCE_MAX, `Source must be at most ${SUBSCRIBER_SOURCE_MAX} characters`).default('website'),
})

export const subscribeResponseSchema = z.object({ success: z.boolean(), message: z.string() })
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>

/** POST /api/newsletter/unsubscribe: the signed token from the e-mail's link (query or JSON body). */
export const unsubscribeRequestSchema = z.object({ token: z.string().min(1, 'The unsubscribe link is missing its token.').max(1000) })

/** POST /api/newsletter/confirm: the signed token from the confirmation e-mail sent to an address that had unsubscribed. */
export const confirmSubscriptionRequestSchema = z.object({ token: z.string().min(1, 'The confirmation link is missing its token.').max(1000) })

/** GET /api/newsletter/test-count (admins only). */
export const subscriberCountSchema = z.object({ count: z.number() })
