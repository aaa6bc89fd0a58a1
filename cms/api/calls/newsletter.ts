import { confirmSubscriptionRequestSchema, subscribeRequestSchema, subscribeResponseSchema, subscriberCountSchema, unsubscribeRequestSchema } from '@cms/contract/newsletter'
import { confirmSubscription, countSubscribers, subscribe, unsubscribe } from '@cms/domain/newsletter/subscribers'
import { readJsonBody } from '@cms/lib/body'
import { clientIp } from '@cms/lib/clientIp'
import { HttpError } from '@cms/lib/http'
import { getPayloadClient } from '@cms/lib/payload'
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
    handler: async ({ request, body }) => Response.json(await subscribe(await getPayloadClient(), body, clientIp(request))),
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
    handler: async ({ request, query }) => {
      let token = query.token ?? null
      if (!token && (request.headers.get('content-type') ?? '').includes('application/json')) {
        const body = (await readJsonBody(request).catch((error: HttpError) => {
          throw new HttpError(error.status, error.message, { success: false })
        })) as { token?: unknown } | null
        token = typeof body?.token === 'string' ? body.token : null
      }
      const parsed = unsubscribeRequestSchema.safeParse({ token: token ?? '' })
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]!.message, { success: false })
      return Response.json(await unsubscribe(await getPayloadClient(), parsed.data.token))
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
    handler: async ({ body }) => Response.json(await confirmSubscription(await getPayloadClient(), body.token)),
  }),
  declare({
    method: 'GET',
    path: '/api/newsletter/test-count',
    tag: 'Newsletter',
    summary: 'The number of active subscribers.',
    access: 'admin',
    answer: ok(subscriberCountSchema),
    errors: [],
    handler: async () => Response.json({ count: await countSubscribers(await getPayloadClient()) }),
  }),
]
