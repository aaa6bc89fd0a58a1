import type { Payload } from 'payload'
import { z } from 'zod'
import { CHECKOUT_EMAIL_MESSAGE, checkoutEmailSchema, PAYMENT_SYSTEM_ERROR_TEXT, PAYMENT_SYSTEM_ERROR_TITLE } from '@cms/contract/commerce'
import { createGuideCheckout } from '@cms/domain/commerce/checkout'
import { env } from '@cms/lib/env'
import { seeOther } from '@cms/lib/http'
import { logger } from '@cms/lib/logger'
import type { DeclaredHeaders } from '../declaration'
import { httpErrorOf } from '../failures'

const DEFAULT_RETURN = '/digital-nomad-guide'
const PAYMENT_SYSTEM_ERROR = `${PAYMENT_SYSTEM_ERROR_TITLE}: ${PAYMENT_SYSTEM_ERROR_TEXT}`

/** The sales page's form: the buyer's e-mail (the checkout's one rule) and the page to come back to. */
export const checkoutFormSchema = z.object({
  email: checkoutEmailSchema,
  return_to: z.string().optional().describe('A same-site path to come back to (else the Referer, else the guide page).'),
})

interface ReturnContext {
  headers: DeclaredHeaders<'referer'>
  origin: string
}

/** Only a same-site path may be a return address (never an open redirect). */
function safeReturnPath(candidate: string | null | undefined, { headers, origin }: ReturnContext): string {
  const fromField = candidate?.trim()
  if (fromField && /^\/(?![/\\])[^\s]*$/.test(fromField)) return fromField
  const referer = headers.get('referer')
  if (referer) {
    try {
      const url = new URL(referer)
      if (url.origin === env.siteUrl || url.origin === origin) return url.pathname
    } catch {
      // not a URL: fall through
    }
  }
  return DEFAULT_RETURN
}

/** Back to the page with `checkout_error` (a readable message) and the e-mail typed. */
function back(returnPath: string, email: string | undefined, message: string): Response {
  const url = new URL(returnPath, env.siteUrl)
  url.searchParams.set('checkout_error', message)
  if (typeof email === 'string' && email.length <= 254) url.searchParams.set('email', email)
  return seeOther(url.toString())
}

/** The fields the entry refused: back to the page the form names (the Referer is not read for a refusal). */
export const checkoutFormRefusal = (fields: Record<string, string>, message: string) =>
  back(safeReturnPath(fields.return_to, { headers: { get: () => null }, origin: env.siteUrl }), fields.email, message || CHECKOUT_EMAIL_MESSAGE)

/**
 * POST /api/public-checkout/create-session: the classic form post of the sales page, direct checkout
 * and the /checkout.html page (field `email`, optional `return_to`). Success: 303 to Stripe Checkout.
 * Failure: 303 back to the page with `checkout_error` (a readable message) and the e-mail typed.
 */
export async function answerCheckoutForm(context: ReturnContext & { body: z.output<typeof checkoutFormSchema>; payload: Payload }): Promise<Response> {
  const { body, payload } = context
  const returnPath = safeReturnPath(body.return_to, context)
  try {
    const { url } = await createGuideCheckout(payload, body.email, returnPath)
    if (!url) return back(returnPath, body.email, PAYMENT_SYSTEM_ERROR)
    return seeOther(url)
  } catch (error) {
    // Buyers see the spec's 'Payment System Error'; what went wrong on the server (a missing key, Stripe
    // being down) goes to the log only.
    const expected = httpErrorOf(error)
    if (expected && expected.status < 500) return back(returnPath, body.email, expected.message)
    logger.error({ err: error }, 'public checkout failed')
    return back(returnPath, body.email, PAYMENT_SYSTEM_ERROR)
  }
}
