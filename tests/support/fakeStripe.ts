import crypto from 'node:crypto'
import http from 'node:http'
import Stripe from 'stripe'

/**
 * A local stand-in for the parts of the Stripe API the shop uses, so the real `stripe` SDK can be
 * pointed at it (STRIPE_API_BASE / `new Stripe(key, { host, port, protocol: 'http' })`):
 * - POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (Stripe's JSON and error shapes);
 * - GET /c/pay/:id, the "hosted checkout page": marks the session paid, delivers a signed
 *   checkout.session.completed to the webhook target when one is set, then 303s to success_url; `?promo=CODE`
 *   applies a promotion code made with `addPromotionCode` when the session allows promotion codes (100% off:
 *   nothing is charged, `no_payment_required`, no payment intent);
 * - POST /v1/refunds (by payment_intent; the same Idempotency-Key answers the same refund), which also delivers
 *   charge.refunded to the webhook target;
 * - helpers to mark sessions paid, refund them and sign events with the SDK's test-header helper.
 */
export interface FakeSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  customer_email: string | null
  customer_details: { email: string } | null
  amount_total: number
  currency: string
  success_url: string
  cancel_url: string | null
  url: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  created: number
  allow_promotion_codes: boolean
  tax_id_collection: { enabled: boolean }
  /** The promotion code applied on the hosted page, if any. */
  promotion_code: string | null
}

export interface FakeRefund {
  id: string
  object: 'refund'
  payment_intent: string
  amount: number
  currency: string
  status: 'succeeded'
  reason: string | null
  created: number
}

export interface FakeStripe {
  url: string
  port: number
  sessions: Map<string, FakeSession>
  /** Refunds made through POST /v1/refunds, by id. */
  refunds: Map<string, FakeRefund>
  /** A promotion code customers may enter on the hosted page of a session that allows them. */
  addPromotionCode: (code: string, percentOff: number) => void
  /** While set, POST /v1/refunds fails with this message (Stripe refusing a refund). */
  refuseRefunds: string | null
  /** Every API request seen (method, path, form fields), for assertions. */
  requests: { method: string; path: string; form: Record<string, string> }[]
  setWebhookTarget: (url: string | null, secret: string) => void
  markPaid: (id: string, promotionCode?: string) => FakeSession
  /** A Stripe event around `object`, signed for `secret` the way Stripe signs deliveries. */
  signedEvent: (type: string, object: object, secret: string) => { id: string; body: string; signature: string }
  /** The charge.refunded event of a paid session's payment intent. */
  refundEvent: (sessionId: string, secret: string) => { id: string; body: string; signature: string }
  close: () => Promise<void>
}

const randomId = (prefix: string, length = 24) => prefix + crypto.randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)

function stripeError(res: http.ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': randomId('req_') })
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } }))
}

function json(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': randomId('req_') })
  res.end(JSON.stringify(body))
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>()
  const refunds = new Map<string, FakeRefund>()
  const refundsByKey = new Map<string, FakeRefund>()
  const promotionCodes = new Map<string, number>()
  const state = { refuseRefunds: null as string | null }
  const requests: FakeStripe['requests'] = []
  let webhook: { url: string; secret: string } | null = null
  let base = ''

  const markPaid = (id: string, promotionCode?: string) => {
    const session = sessions.get(id)
    if (!session) throw new Error(`no fake session ${id}`)
    if (session.status !== 'complete') {
      const percentOff = promotionCode && session.allow_promotion_codes ? promotionCodes.get(promotionCode) : undefined
      if (percentOff !== undefined) {
        session.promotion_code = promotionCode!
        session.amount_total = Math.round(session.amount_total * (1 - percentOff / 100))
      }
      const free = session.amount_total === 0
      session.payment_status = free ? 'no_payment_required' : 'paid'
      session.status = 'complete'
      session.payment_intent = free ? null : randomId('pi_')
      session.customer_details = { email: session.customer_email ?? 'buyer@example.com' }
    }
    return session
  }

  const deliver = async (event: { body: string; signature: string }) => {
    if (!webhook) return
    await fetch(webhook.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature }, body: event.body }).catch(
      (error) => console.error('[fake-stripe] webhook delivery failed:', error),
    )
  }

  const signedEvent = (type: string, object: object, secret: string) => {
    const id = randomId('evt_')
    const body = JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), type, livemode: false, pending_webhooks: 1, request: { id: null }, data: { object } }, null, 2)
    return { id, body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form })

    const pay = url.pathname.match(/^\/c\/pay\/([A-Za-z0-9_]+)$/)
    if (pay && req.method === 'GET') {
      const session = sessions.get(pay[1]!)
      if (!session) return stripeError(res, 404, 'This checkout session does not exist.')
      markPaid(session.id, url.searchParams.get('promo') ?? undefined)
      if (webhook) await deliver(signedEvent('checkout.session.completed', session, webhook.secret))
      res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
      return res.end()
    }

    if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key provided.')

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!form.success_url) return stripeError(res, 400, 'Missing required param: success_url.', 'parameter_missing')
      const id = randomId('cs_test_', 58)
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        customer_email: form.customer_email ?? null,
        customer_details: null,
        amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 1299),
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        success_url: form.success_url,
        cancel_url: form.cancel_url ?? null,
        url: `${base}/c/pay/${id}`,
        metadata: Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : []))),
        payment_intent: null,
        created: Math.floor(Date.now() / 1000),
        allow_promotion_codes: form.allow_promotion_codes === 'true',
        tax_id_collection: { enabled: form['tax_id_collection[enabled]'] === 'true' },
        promotion_code: null,
      }
      sessions.set(id, session)
      return json(res, session)
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = String(req.headers['idempotency-key'] ?? '')
      const again = key ? refundsByKey.get(key) : undefined
      if (again) return json(res, again)
      if (state.refuseRefunds) return stripeError(res, 400, state.refuseRefunds, 'charge_already_refunded')
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent && candidate.payment_intent === form.payment_intent)
      if (!session) return stripeError(res, 404, `No such payment_intent: '${form.payment_intent}'`, 'resource_missing')
      if ([...refunds.values()].some((refund) => refund.payment_intent === session.payment_intent)) {
        return stripeError(res, 400, `Charge for ${session.payment_intent} has already been refunded.`, 'charge_already_refunded')
      }
      const refund: FakeRefund = { id: randomId('re_'), object: 'refund', payment_intent: session.payment_intent!, amount: session.amount_total, currency: session.currency, status: 'succeeded', reason: form.reason ?? null, created: Math.floor(Date.now() / 1000) }
      refunds.set(refund.id, refund)
      if (key) refundsByKey.set(key, refund)
      json(res, refund)
      if (webhook) {
        const charge = { id: randomId('ch_'), object: 'charge', payment_intent: refund.payment_intent, refunded: true, amount_refunded: refund.amount }
        await deliver(signedEvent('charge.refunded', charge, webhook.secret))
      }
      return
    }
    const retrieve = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!))
      return session ? json(res, session) : stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, 'resource_missing')
    }
    stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`)
  })

  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))
  base = `http://127.0.0.1:${port}`
  return {
    url: base,
    port,
    sessions,
    refunds,
    addPromotionCode: (code, percentOff) => void promotionCodes.set(code, percentOff),
    get refuseRefunds() {
      return state.refuseRefunds
    },
    set refuseRefunds(message: string | null) {
      state.refuseRefunds = message
    },
    requests,
    setWebhookTarget: (url, secret) => void (webhook = url ? { url, secret } : null),
    markPaid,
    signedEvent,
    refundEvent: (sessionId, secret) => {
      const session = sessions.get(sessionId)
      if (!session?.payment_intent) throw new Error(`fake session ${sessionId} is not paid`)
      return signedEvent('charge.refunded', { id: randomId('ch_'), object: 'charge', payment_intent: session.payment_intent, refunded: true, amount_refunded: session.amount_total }, secret)
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
