import { CHECKOUT_EMAIL_MESSAGE, checkoutEmailSchema, PAYMENT_SYSTEM_ERROR_TEXT, PAYMENT_SYSTEM_ERROR_TITLE } from '@cms/contract/commerce'
import { createGuideCheckout } from '@cms/domain/commerce/checkout'
import { readFormFields } from '@cms/lib/body'
import { env } from '@cms/lib/env'
import { seeOther } from '@cms/lib/http'
import { getPayloadClient } from '@cms/payloadClient'
import { logger } from '@cms/lib/logger'
import { httpErrorOf } from '../failures'

const DEFAULT_RETURN = '/digital-nomad-guide'
const PAYMENT_SYSTEM_ERROR = `${PAYMENT_SYSTEM_ERROR_TITLE}: ${PAYMENT_SYSTEM_ERROR_TEXT}`

/** Only a same-site path may be a return address (never an open redirect). */
function safeReturnPath(candidate: string | null | undefined, request: Request): string {
  const fromField = candidate?.trim()
  if (fromField && /^\/(?![/\\])[^\s]*$/.test(fromField)) return fromField
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const url = new URL(referer)
      if (url.origin === env.siteUrl || url.origin === new URL(request.url).origin) return url.pathname
    } catch {
      // not a URL: fall through
    }
  }
  return DEFAULT_RETURN
}

/**
 * POST /api/public-checkout/create-session: the classic form post of the sales page, direct checkout
 * and the /checkout.html page (field `email`, optional `return_to`). Success: 303 to Stripe Checkout.
 * Failure: 303 back to the page with `checkout_error` (a readable message) and the e-mail typed.
 */
export async function answerCheckoutForm(request: Request): Promise<Response> {
  const form = await readFormFields(request)
  const rawEmail = form.email
  const returnPath = safeReturnPath(form.return_to, request)
  const back = (message: string) => {
    const url = new URL(returnPath, env.siteUrl)
    url.searchParams.set('checkout_error', message)
    if (typeof rawEmail === 'string' && rawEmail.length <= 254) url.searchParams.set('email', rawEmail)
    return seeOther(url.toString())
  }
  const parsed = checkoutEmailSchema.safeParse(rawEmail)
  if (!parsed.success) return back(parsed.error.issues[0]?.message ?? CHECKOUT_EMAIL_MESSAGE)
  try {
    const { url } = await createGuideCheckout(await getPayloadClient(), parsed.data, returnPath)
    if (!url) return back(PAYMENT_SYSTEM_ERROR)
    return seeOther(url)
  } catch (error) {
    // Buyers see the spec's 'Payment System Error'; what went wrong on the server (a missing key, Stripe
    // being down) goes to the log only.
    const expected = httpErrorOf(error)
    if (expected && expected.status < 500) return back(expected.message)
    logger.error({ err: error }, 'public checkout failed')
    return back(PAYMENT_SYSTEM_ERROR)
  }
}
