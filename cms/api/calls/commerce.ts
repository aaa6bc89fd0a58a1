import { z } from 'zod'
import {
  checkoutSessionResponseSchema,
  confirmSuccessRequestSchema,
  confirmSuccessResponseSchema,
  createCheckoutSessionRequestSchema,
  sendInvitesRequestSchema,
  sendInvitesResponseSchema,
  simulatePurchaseRequestSchema,
  simulatePurchaseResponseSchema,
  stripeConfigResponseSchema,
  type CheckoutSessionResponse,
  type StripeConfigResponse,
} from '@cms/contract/commerce'
import { createGuideCheckout } from '@cms/domain/commerce/checkout'
import { confirmCheckoutSuccess } from '@cms/domain/commerce/confirmSuccess'
import { openPaidGuideDownload } from '@cms/domain/commerce/guideFile'
import { commerceSettings } from '@cms/domain/commerce/settings'
import { simulatePurchase, TEST_ENDPOINTS_DISABLED } from '@cms/domain/commerce/simulatePurchase'
import { PAYMENTS_NOT_CONFIGURED } from '@cms/domain/commerce/stripeClient'
import { sendTemplateInvites } from '@cms/domain/commerce/templates'
import { handleStripeWebhook } from '@cms/domain/commerce/webhook'
import { HttpError } from '@cms/lib/http'
import { declare, jsonBody, ok } from '../declaration'
import { answerCheckoutForm, checkoutFormRefusal, checkoutFormSchema } from './publicCheckout'

/** Stripe's events are small; its raw body is read whole to verify the signature. */
const STRIPE_EVENT_MAX_BYTES = 1024 * 1024

export const commerceCalls = [
  declare({
    method: 'GET',
    path: '/api/stripe/config',
    tag: 'Commerce',
    summary: 'The publishable key for Stripe.js.',
    access: 'public',
    answer: ok(stripeConfigResponseSchema),
    errors: [503],
    handler: () => {
      if (!commerceSettings.paymentsConfigured) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED)
      return { publicKey: commerceSettings.publishableKey! } satisfies StripeConfigResponse
    },
  }),
  declare({
    method: 'POST',
    path: '/api/stripe/webhook',
    tag: 'Commerce',
    summary: "Stripe's event deliveries, verified on the raw body.",
    access: { token: 'stripe-signature' },
    policy: { crossSite: true, maxBodyBytes: STRIPE_EVENT_MAX_BYTES },
    body: { format: 'any', schema: z.string().describe("The event as Stripe sent it: its signature covers these bytes.") },
    headers: ['stripe-signature'],
    answer: ok(z.object({ received: z.boolean() }).loose()),
    errors: [400, 503],
    handler: async ({ payload, body, headers }) => ({ ...(await handleStripeWebhook(payload, await body.text(STRIPE_EVENT_MAX_BYTES), headers.get('stripe-signature'))) }),
  }),
  declare({
    method: 'POST',
    path: '/api/checkout/create-checkout-session',
    tag: 'Commerce',
    summary: 'Start a Stripe Checkout for the guide.',
    access: 'public',
    body: jsonBody(createCheckoutSessionRequestSchema),
    answer: ok(checkoutSessionResponseSchema),
    errors: [503],
    handler: async ({ body, payload }) => {
      const { sessionId, url } = await createGuideCheckout(payload, body.email, '/checkout')
      return { success: true, url, sessionId } satisfies CheckoutSessionResponse
    },
  }),
  declare({
    method: 'POST',
    path: '/api/checkout/confirm-success',
    tag: 'Commerce',
    summary: 'Confirm a paid checkout and get the download link.',
    access: { token: 'order' },
    body: jsonBody(confirmSuccessRequestSchema),
    answer: ok(confirmSuccessResponseSchema),
    errors: [403, 404, 503],
    handler: async ({ body, payload }) => confirmCheckoutSuccess(payload, body.sessionId, body.email),
  }),
  declare({
    method: 'POST',
    path: '/api/public-checkout/create-session',
    tag: 'Commerce',
    summary: "The sales page's form post: 303 to Stripe Checkout, or back with checkout_error.",
    access: 'public',
    body: { format: 'form', schema: checkoutFormSchema },
    headers: ['referer'],
    formRefusal: ({ message, fields }) => checkoutFormRefusal(fields, message),
    answer: { status: 303, schema: null, description: 'Redirect to Stripe Checkout or back to the page.' },
    errors: [],
    handler: (context) => answerCheckoutForm(context),
  }),
  declare({
    method: 'GET',
    path: '/api/guide/download/:file',
    tag: 'Commerce',
    summary: 'The guide PDF for its buyer (the mailed signed link).',
    access: { token: 'download-link' },
    params: { file: '{token}.pdf' },
    query: z.object({ email: z.string().optional(), session: z.string().optional() }),
    answer: ok(null, { contentType: 'application/pdf' }),
    errors: [403, 404],
    handler: async ({ params, query, payload }) => {
      if (!params.file.endsWith('.pdf')) throw new HttpError(404, 'Not found')
      const { stream, downloadName, size } = await openPaidGuideDownload(payload, {
        token: params.file.slice(0, -4),
        email: query.email ?? null,
        session: query.session ?? null,
      })
      return new Response(stream, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(size),
          'Content-Disposition': `attachment; filename="${downloadName}"`,
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }),
  declare({
    method: 'HEAD',
    path: '/api/guide/download/:file',
    tag: 'Commerce',
    summary: 'Always 405 (a link checker must not count as a download).',
    access: 'public',
    params: { file: '{token}.pdf' },
    answer: { status: 405, schema: null },
    errors: [],
    handler: () => new Response(null, { status: 405, headers: { Allow: 'GET' } }),
  }),
  declare({
    method: 'POST',
    path: '/api/notion-templates/send-invites',
    tag: 'Commerce',
    summary: 'Send the Notion template invites of a paid order.',
    access: { token: 'order' },
    body: jsonBody(sendInvitesRequestSchema),
    answer: ok(sendInvitesResponseSchema),
    errors: [403, 503],
    handler: async ({ body, payload }) => sendTemplateInvites(payload, body.email, body.session_id),
  }),
  declare({
    method: 'POST',
    path: '/api/test/simulate-purchase',
    tag: 'Commerce',
    summary: 'Test only: a paid order without Stripe.',
    access: 'public',
    body: jsonBody(simulatePurchaseRequestSchema),
    answer: ok(simulatePurchaseResponseSchema),
    errors: [404],
    testOnly: true,
    handler: async ({ body, payload }) => {
      if (!commerceSettings.testEndpointsEnabled) throw new HttpError(404, TEST_ENDPOINTS_DISABLED, { success: false })
      return simulatePurchase(payload, body.email)
    },
  }),
]
