import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { createRequestHandler } from '@cms/server/siteServer'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { apiRequest, createTestUser, getTestPayload, TEST_ORIGIN } from './helpers'
import { served } from '../support/servedApi'
import { sql } from '@payloadcms/db-postgres'
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CONFIRM_LINK_EXPIRED, NEWSLETTER_CONFIRM_LINK_USED } from '@cms/contract/newsletterValues'
import { carryMailedConfirmLinks, INVALID_CONFIRM_LINK, mailedConfirmToken } from '@cms/domain/newsletter/confirmLinkStore'
import { createUnsubscribeToken } from '@cms/domain/newsletter/unsubscribeToken'
import { query } from '@cms/lib/sql'

const { POST: subscribePost } = served('/api/newsletter/subscribe')
const { GET: countGet } = served('/api/newsletter/test-count')
const { GET: unsubscribeGet, POST: unsubscribePost } = served('/api/newsletter/unsubscribe')
const { POST: confirmPost } = served('/api/newsletter/confirm')

const sink = sinkForThisFile()

beforeAll(async () => {
  process.env.SITE_URL = 'http://localhost:3000'
})

const MAIL_WAIT_MS = 50_000

/** Subscribes and confirms an address (double opt-in); answers the welcome mail's one-click unsubscribe URL. */
async function welcomeMailFor(email: string) {
  await subscribe({ email, source: 'footer' })
  // The mail queue may still be sending the concurrency test's confirmation mails: wait as long as a test may.
  const confirmation = await sink().waitFor((m) => m.to?.[0]?.address === email && /Confirm/.test(m.subject ?? ''), MAIL_WAIT_MS)
  const token = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text ?? '')![0]).searchParams.get('token')!
  await confirmPost(apiRequest('/api/newsletter/confirm', { method: 'POST', json: { token } }))
  const mail = await sink().waitFor((m) => m.to?.[0]?.address === email && /Welcome/.test(m.subject ?? ''), MAIL_WAIT_MS)
  return mail.headers.find((h) => h.key === 'list-unsubscribe')!.value.slice(1, -1)
}

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@news.example`
/** A fresh client address per call, so the per-client limit (tested in tests/security) stays out of the way. */
const randomClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
const subscribe = (json: unknown, client = randomClient()) =>
  subscribePost(apiRequest('/api/newsletter/subscribe', { method: 'POST', json, headers: { 'x-nomad-client': client } }))

async function rowsFor(email: string) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email.toLowerCase() } }, overrideAccess: true })
  return docs
}

describe('POST /api/newsletter/subscribe', () => {
  it('double opt-in: stores a new subscriber waiting for confirmation and sends only the confirmation mail; its link activates it and the welcome mail follows', async () => {
    const email = unique('new')
    const before = Date.now()
    const response = await subscribe({ email, name: 'Nora Nomad', marketingConsent: true, source: 'footer' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX })
    const [row, ...rest] = await rowsFor(email)
    expect(rest).toHaveLength(0)
    expect(row).toMatchObject({ email, name: 'Nora Nomad', marketingConsent: true, source: 'footer', isActive: false, unsubscribedAt: null })
    expect(new Date(row!.subscribedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const confirmation = await sink().waitFor((m) => m.to?.[0]?.address === email)
    expect(confirmation.subject).toBe('Confirm your Nomad Jobs subscription')
    expect(confirmation.text).toContain('confirming means our newsletter and marketing e-mails')
    // A second subscription before confirming is still pending: nothing but another confirmation request.
    await subscribe({ email, source: 'footer' })
    await new Promise((resolve) => setTimeout(resolve, 1500)) // the queued mail has had its turn
    expect(sink().messages.filter((m) => m.to?.[0]?.address === email).map((m) => m.subject)).toEqual(['Confirm your Nomad Jobs subscription', 'Confirm your Nomad Jobs subscription'])
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: false })

    const token = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text ?? '')![0]).searchParams.get('token')!
    const confirmed = await confirmPost(apiRequest('/api/newsletter/confirm', { method: 'POST', json: { token } }))
    expect(confirmed.status).toBe(200)
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: true, marketingConsent: true })

    const welcome = await sink().waitFor((m) => m.to?.[0]?.address === email && m.subject === 'Welcome to Nomad Jobs updates')
    const header = (key: string) => welcome.headers.find((h) => h.key === key)?.value
    expect(header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[^>]+>$/)
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(welcome.text).toContain('http://localhost:3000/newsletter/unsubscribe?token=')
  })

  it('applies the defaults (consent true, source website) and normalises the address', async () => {
    const email = unique('Defaults').toUpperCase()
    expect((await subscribe({ email })).status).toBe(200)
    expect((await rowsFor(email))[0]).toMatchObject({ email: email.toLowerCase(), marketingConsent: true, source: 'website' })
  })

  it('answers success for an address already subscribed, updating consent and source without a second row', async () => {
    const email = unique('repeat')
    await welcomeMailFor(email)
    const response = await subscribe({ email: `  ${email.toUpperCase()} `, marketingConsent: false, source: 'blog-post' })
    expect(await response.json()).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX })
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ marketingConsent: false, source: 'blog-post' })
  })

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{}, 'Please enter a valid email address'],
    [{ email: 'a@b.example', marketingConsent: 'yes' }, undefined],
    [{ email: 'a@b.example', source: 'x'.repeat(51) }, 'Source must be at most 50 characters'],
  ])('rejects %j with 400 { success: false, message }', async (json, message) => {
    const response = await subscribe(json)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(typeof body.message).toBe('string')
    if (message) expect(body.message).toBe(message)
  })

  it('answers 400 for a body that is not JSON and 413 for a huge one', async () => {
    const notJson = await subscribePost(apiRequest('/api/newsletter/subscribe', { method: 'POST', body: 'email=a@b.c', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }))
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).success).toBe(false)
    const huge = await subscribe({ email: 'a@b.example', name: 'x'.repeat(100_000) })
    expect(huge.status).toBe(413)
  })

})

/**
 * 300 subscribes at once (two for each of 150 addresses) over HTTP through the server's own request handler,
 * admission included, as a real client meets it: the in-flight limit sheds what the server cannot take now (503 with
 * Retry-After), the client sends those again after the time it was told, and each address ends with exactly one row.
 */
describe('POST /api/newsletter/subscribe under a burst, as the server admits it', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    server = http.createServer(createRequestHandler({ trustedProxyHops: 1, fallback: (_request, response) => void response.writeHead(404).end() }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** One subscribe from a client of its own (the per-client limit is tested in tests/security): its status and Retry-After. */
  async function subscribeOverHttp(body: { email: string; source: string }) {
    const response = await fetch(`${base}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': randomClient() },
      body: JSON.stringify(body),
    })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { success?: boolean; error?: string } }
  }

  /** The burst's addresses the database holds, each with its number of rows. */
  async function storedRows(prefix: string) {
    return query<{ email: string; rows: number }>(await getTestPayload(), sql`SELECT email, count(*)::int AS rows FROM subscribers WHERE email LIKE ${`${prefix}-%`} GROUP BY email`)
  }

  it('answers each request 200 or a shed 503 with Retry-After, stores exactly the admitted addresses once each, and takes the shed ones when sent again', async () => {
    const prefix = `race-${Date.now()}`
    const addresses = Array.from({ length: 150 }, (_, i) => `${prefix}-${i}@news.example`)
    const bodies = [...addresses, ...addresses].map((email, i) => ({ email: i % 3 === 0 ? email.toUpperCase() : email, source: `s${i % 2}` }))
    bodies.sort(() => Math.random() - 0.5)

    let pending = bodies
    const burst = await Promise.all(pending.map(subscribeOverHttp))
    // Every answer is the subscription taken, or refused at once by admission (its busy message and Retry-After).
    const isShed = (answer: Awaited<ReturnType<typeof subscribeOverHttp>>) => answer.status === 503 && /^\d+$/.test(answer.retryAfter ?? '') && answer.body.error === API_ERRORS.busy
    expect(burst.filter((answer) => answer.status !== 200 && !isShed(answer))).toEqual([])
    // 300 at once is far past the in-flight limit (8 at first, 48 at most): some are always shed, so the retries below are always exercised.
    expect(burst.filter(isShed).length).toBeGreaterThan(0)
    // The database holds the admitted addresses, one row each, and nothing of an address every request of which was shed.
    const admitted = new Set(bodies.filter((_, i) => burst[i]!.status === 200).map((body) => body.email.toLowerCase()))
    const afterBurst = await storedRows(prefix)
    expect(afterBurst.map((row) => row.email).sort()).toEqual([...admitted].sort())
    expect(afterBurst.filter((row) => row.rows !== 1)).toEqual([])

    // The client sends the shed ones again after the Retry-After it was given, until none is shed.
    let answers = burst
    for (let round = 0; round < 30 && answers.some(isShed); round++) {
      pending = pending.filter((_, i) => isShed(answers[i]!))
      const wait = Math.max(...answers.filter(isShed).map((answer) => Number(answer.retryAfter)))
      await new Promise((resolve) => setTimeout(resolve, wait * 1000))
      answers = await Promise.all(pending.map(subscribeOverHttp))
      expect(answers.filter((answer) => answer.status !== 200 && !isShed(answer))).toEqual([])
    }
    expect(answers.filter(isShed)).toEqual([])
    const stored = await storedRows(prefix)
    expect(stored).toHaveLength(150)
    expect(stored.filter((row) => row.rows !== 1)).toEqual([])
    // 300 subscribes and their rounds of retries took 11 s alone on a quiet two-core machine (500 took 26 s in a full run).
  }, 300_000)
})

describe('POST /api/newsletter/unsubscribe', { timeout: 120_000 }, () => {
  it('unsubscribes in one click: a form POST of List-Unsubscribe=One-Click to the header URL (RFC 8058)', async () => {
    const email = unique('oneclick')
    const url = new URL(await welcomeMailFor(email))
    const response = await unsubscribePost(
      new Request(`http://localhost:3000${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    )
    expect(response.status).toBe(200)
    expect((await response.json()).success).toBe(true)
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: false, marketingConsent: false })

    // Subscribing again leaves the row unsubscribed until the owner confirms (tests/security/newsletter.test.ts).
    await subscribe({ email, source: 'footer' })
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ isActive: false })
  })

  it('unsubscribes from the confirm page with a JSON { token }, idempotently', async () => {
    const email = unique('page')
    const token = new URL(await welcomeMailFor(email)).searchParams.get('token')!
    for (let i = 0; i < 2; i++) {
      const response = await unsubscribePost(apiRequest('/api/newsletter/unsubscribe', { method: 'POST', json: { token } }))
      expect(response.status).toBe(200)
    }
    expect((await rowsFor(email))[0]!.isActive).toBe(false)
  })

  it('refuses forged, tampered or missing tokens with 400, and GET with 405', async () => {
    const email = unique('forged')
    const token = new URL(await welcomeMailFor(email)).searchParams.get('token')!
    const other = Buffer.from(unique('victim')).toString('base64url')
    for (const bad of [`${other}.${token.split('.')[1]}`, `${token}x`, 'garbage', '']) {
      const response = await unsubscribePost(apiRequest('/api/newsletter/unsubscribe', { method: 'POST', json: { token: bad } }))
      expect(response.status).toBe(400)
      expect((await response.json()).success).toBe(false)
    }
    expect((await rowsFor(email))[0]!.isActive).toBe(true)
    const notJson = await unsubscribePost(
      apiRequest('/api/newsletter/unsubscribe', { method: 'POST', body: '{oops', headers: { 'Content-Type': 'application/json' } })
    )
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).success).toBe(false)
    const get = await unsubscribeGet(apiRequest('/api/newsletter/unsubscribe'))
    expect(get.status).toBe(405)
  })
})

describe('POST /api/newsletter/confirm (issue 44 item 12)', { timeout: 120_000 }, () => {
  const confirmWith = async (token: string) => {
    const response = await confirmPost(apiRequest('/api/newsletter/confirm', { method: 'POST', json: { token } }))
    return { status: response.status, body: await response.json() }
  }
  const welcomes = (email: string) => sink().messages.filter((m) => m.to?.[0]?.address === email && /Welcome/.test(m.subject ?? '')).length
  const confirmTokens = (email: string) =>
    sink().messages
      .filter((m) => m.to?.[0]?.address === email && /Confirm/.test(m.subject ?? ''))
      .map((m) => new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(m.text ?? '')![0]).searchParams.get('token')!)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500)) // queued mail has had its turn

  it('a link works once: a second use is a 410 with a message, and one welcome mail goes out', async () => {
    const email = unique('once')
    const unsubscribeUrl = await welcomeMailFor(email)
    const [token] = confirmTokens(email)
    const again = await confirmWith(token!)
    expect(again.status).toBe(410)
    expect(again.body).toMatchObject({ success: false, message: NEWSLETTER_CONFIRM_LINK_USED })
    // Unsubscribed, the address stays so whatever link of before is followed: no re-activation, no second welcome.
    await unsubscribePost(apiRequest('/api/newsletter/unsubscribe', { method: 'POST', json: { token: new URL(unsubscribeUrl).searchParams.get('token') } }))
    expect((await confirmWith(token!)).status).toBe(410)
    await settle()
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: false })
    expect(welcomes(email)).toBe(1)
  })

  it('a link mailed before an unsubscribe is void; subscribing anew mails one that works', async () => {
    const email = unique('void')
    await subscribe({ email })
    await subscribe({ email })
    await sink().waitFor((m) => m.to?.[0]?.address === email && confirmTokens(email).length === 2, MAIL_WAIT_MS)
    const [first, second] = confirmTokens(email) as [string, string]
    // Either mail's link confirms (each subscription has its own); the other one then changes nothing.
    expect((await confirmWith(second)).status).toBe(200)
    const payload = await getTestPayload()
    await unsubscribePost(apiRequest('/api/newsletter/unsubscribe', { method: 'POST', json: { token: createUnsubscribeToken(payload.secret, email) } }))
    const stale = await confirmWith(first)
    expect(stale.status).toBe(410)
    expect(stale.body.message).toBe(NEWSLETTER_CONFIRM_LINK_USED)
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: false })

    await subscribe({ email })
    await sink().waitFor((m) => m.to?.[0]?.address === email && confirmTokens(email).length === 3, MAIL_WAIT_MS)
    expect((await confirmWith(confirmTokens(email)[2]!)).status).toBe(200)
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: true })
  })

  it('a link expires: 410 with its own message, and the address stays pending', async () => {
    const email = unique('late')
    await subscribe({ email })
    await sink().waitFor((m) => m.to?.[0]?.address === email && /Confirm/.test(m.subject ?? ''), MAIL_WAIT_MS)
    const payload = await getTestPayload()
    await query(payload, sql`UPDATE newsletter_confirm_links SET expires_at = now() - interval '1 minute'
      WHERE subscriber_id = (SELECT id FROM subscribers WHERE email = ${email})`)
    const late = await confirmWith(confirmTokens(email)[0]!)
    expect(late).toMatchObject({ status: 410, body: { success: false, message: NEWSLETTER_CONFIRM_LINK_EXPIRED } })
    expect((await rowsFor(email))[0]).toMatchObject({ isActive: false })
    expect(await confirmWith('never-mailed')).toMatchObject({ status: 400, body: { success: false, message: INVALID_CONFIRM_LINK } })
  })

  it('links mailed before links were stored keep working once, for addresses still waiting (the migration carries them)', async () => {
    const payload = await getTestPayload()
    const waiting = unique('mailed')
    const left = unique('left')
    for (const email of [waiting, left]) await subscribe({ email })
    await query(payload, sql`DELETE FROM newsletter_confirm_links WHERE subscriber_id IN (SELECT id FROM subscribers WHERE email IN (${waiting}, ${left}))`)
    await unsubscribePost(apiRequest('/api/newsletter/unsubscribe', { method: 'POST', json: { token: createUnsubscribeToken(payload.secret, left) } }))
    await carryMailedConfirmLinks((payload.db as unknown as { drizzle: { execute: (statement: unknown) => Promise<unknown> } }).drizzle, payload.secret)
    expect((await confirmWith(mailedConfirmToken(payload.secret, waiting))).status).toBe(200)
    expect((await confirmWith(mailedConfirmToken(payload.secret, waiting))).status).toBe(410)
    expect((await confirmWith(mailedConfirmToken(payload.secret, left))).status).toBe(400)
    expect((await rowsFor(left))[0]).toMatchObject({ isActive: false })
  })
})

describe('GET /api/newsletter/test-count', () => {
  it('is for admins only and counts active subscribers', async () => {
    expect((await countGet(apiRequest('/api/newsletter/test-count'))).status).toBe(401)
    const { cookie: userCookie } = await createTestUser('user')
    expect((await countGet(apiRequest('/api/newsletter/test-count', { headers: { cookie: userCookie } }))).status).toBe(403)
    const { cookie } = await createTestUser('admin')
    const payload = await getTestPayload()
    const active = await payload.count({ collection: 'subscribers', where: { isActive: { equals: true } }, overrideAccess: true })
    const response = await countGet(apiRequest('/api/newsletter/test-count', { headers: { cookie } }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ count: active.totalDocs })
  })
})
