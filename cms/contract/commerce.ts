import { z } from 'zod'
import { emailAddress } from './email'

/** An order is pending until Stripe confirms payment; a refund revokes the download. */
export const ORDER_STATUSES = ['pending', 'paid', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The checkout e-mail rule, with its toast text as the message. */
export const CHECKOUT_EMAIL_MESSAGE = 'Please enter a valid email address to continue.'
export const checkoutEmailSchema = emailAddress(CHECKOUT_EMAIL_MESSAGE)

/** A Stripe Checkout Session id as Stripe issues them. */
const checkoutSessionIdSchema = z
  .string({ error: 'A checkout session id is required.' })
  .meta({ examples: ['cs_test_a1B2c3D4'] })
  .trim()
  .regex(/^cs_(test|live)_[A-Za-z0-9]{1,240}$/, 'That is not a valid checkout session id.')

/** GET /api/stripe/config */
export const stripeConfigResponseSchema = z.object({ publicKey: z.string() })
export type StripeConfigResponse = z.infer<typeof stripeConfigResponseSchema>

/** POST /api/checkout/create-checkout-session */
export const createCheckoutSessionRequestSchema = z.object({ email: checkoutEmailSchema })
export const checkoutSessionResponseSchema = z.object({ success: z.boolean(), url: z.string().nullable(), sessionId: z.string() })
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>

/** POST /api/checkout/confirm-success; downloadUrl is present once the order is paid. */
export const confirmSuccessRequestSchema = z.object({ sessionId: checkoutSessionIdSchema, email: checkoutEmailSchema })
export const confirmSuccessResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  downloadUrl: z.string().optional(),
})
export type ConfirmSuccessResponse = z.infer<typeof confirmSuccessResponseSchema>

/** POST /api/test/simulate-purchase */
export const simulatePurchaseRequestSchema = z.object({ email: checkoutEmailSchema })
export const simulatePurchaseResponseSchema = z.object({ success: z.boolean(), message: z.string(), sessionId: z.string() })
export type SimulatePurchaseResponse = z.infer<typeof simulatePurchaseResponseSchema>

/** POST /api/notion-templates/send-invites */
export const sendInvitesRequestSchema = z.object({
  email: checkoutEmailSchema,
  session_id: z
    .string({ error: 'A session id is required.' })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,255}$/, 'That is not a valid session id.'),
})
export const sendInvitesResponseSchema = z.object({ success: z.boolean(), message: z.string(), redirectUrl: z.string().nullable() })
export type SendInvitesResponse = z.infer<typeof sendInvitesResponseSchema>

/** What a buyer sees when checkout cannot start (server details go to the log, never to the page). */
export const PAYMENT_SYSTEM_ERROR_TITLE = 'Payment System Error'
export const PAYMENT_SYSTEM_ERROR_TEXT = "We couldn't connect to our payment system. Please try again."
