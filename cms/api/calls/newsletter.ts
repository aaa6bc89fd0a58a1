import { confirmSubscriptionRequestSchema, subscribeRequestSchema, subscribeResponseSchema, subscriberCountSchema, unsubscribeRequestSchema } from '@cms/contract/newsletter'
import { confirmSubscription, countSubscribers, subscribe, unsubscribe } from '@cms/domain/newsletter/subscribers'
import { HttpError } from '@cms/lib/http'
import { declare, jsonBody, ok } from '../declaration'
import { mailLinkTokenQuery, postOnly } from './shared'

export const newsletterCalls = [
  declare({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    tag: 'Newsletter',
    summary: 'Subscribe an address: double opt-in, only the confirmation mail is sent until its link is followed.',
    access: 'public',
    body: jsonBody(subscribeRequestSchema),
    answer: ok(subscribeResponseSchema),
    errors: [429],
    handler: async ({ body, payload, client }) => subscribe(payload, body, client.address),
  }),
  declare({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    tag: 'Newsletter',
    summary: 'Unsubscribe: the page posts { token }, mail clients post the one-click form (RFC 8058) with ?token=.',
    access: { token: 'newsletter-link' },
    // Mail clients' one-click unsubscribe: a form post from whatever sends the mail, or our page's JSON.
    policy: { crossSite: true },
    query: mailLinkTokenQuery.partial(),
    body: { format: 'any', schema: unsubscribeRequestSchema },
    answer: ok(subscribeResponseSchema),
    errors: [400],
    handler: async ({ query, body, payload }) => {
      let token = query.token ?? null
      if (!token && body.contentType === 'application/json') {
        const sent = (await body.json().catch((error: HttpError) => {
          throw new HttpError(error.status, error.message, { success: false })
        })) as { token?: unknown } | null
        token = typeof sent?.token === 'string' ? sent.token : null
      }
      const parsed = unsubscribeRequestSchema.safeParse({ token: token ?? '' })
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, { success: false })
      return unsubscribe(payload, parsed.data.token)
    },
  }),
  postOnly('/api/newsletter/unsubscribe', 'Newsletter'),
  declare({
    method: 'POST',
    path: '/api/newsletter/confirm',
    tag: 'Newsletter',
    summary: 'Confirm a subscription (double opt-in: a new one, or an address that unsubscribed) from the mailed link: once, before it expires (410 after).',
    access: { token: 'newsletter-link' },
    body: jsonBody(confirmSubscriptionRequestSchema),
    answer: ok(subscribeResponseSchema),
    errors: [410],
    handler: async ({ body, payload }) => confirmSubscription(payload, body.token),
  }),
  declare({
    method: 'GET',
    path: '/api/newsletter/test-count',
    tag: 'Newsletter',
    summary: 'The number of active subscribers.',
    access: 'admin',
    answer: ok(subscriberCountSchema),
    errors: [],
    handler: async ({ payload }) => ({ count: await countSubscribers(payload) }),
  }),
]
