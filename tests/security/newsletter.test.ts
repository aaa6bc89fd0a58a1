import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_QUEUE } from '@cms/domain/mail/sendMailTask'
import { createUnsubscribeToken } from '@cms/domain/newsletter/unsubscribeToken'
import { sendMailTo, startSmtpSink, type SmtpSink } from '../support/smtpSink'
import { getTestPayload } from '../integration/helpers'
import { api, randomClient, uniqueEmail } from './calls'
import { served } from '../support/servedApi'

const { POST: confirm } = served('/api/newsletter/confirm')
const { POST: subscribe } = served('/api/newsletter/subscribe')
const { POST: unsubscribe } = served('/api/newsletter/unsubscribe')

let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink()
  sendMailTo(sink)
})
afterAll(() => sink.close())

const subscribeAs = (email: string, client = randomClient(), headers: Record<string, string> = {}) =>
  api(subscribe, 'POST', '/api/newsletter/subscribe', { json: { email, source: 'footer' }, client, headers })

async function isActive(email: string): Promise<boolean | undefined> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
  return docs[0]?.isActive ?? undefined
}

describe('newsletter limits (item 12)', () => {
  it('one client gets 10 subscribes an hour, then 429 JSON', async () => {
    const client = randomClient()
    for (let i = 0; i < 10; i++) expect((await subscribeAs(uniqueEmail('nl'), client)).status).toBe(200)
    const limited = await subscribeAs(uniqueEmail('nl'), client)
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/Too many attempts/) })
  })

  it('one address gets 3 subscribes an hour whatever the client', async () => {
    const email = uniqueEmail('nl-addr')
    for (let i = 0; i < 3; i++) expect((await subscribeAs(email)).status).toBe(200)
    expect((await subscribeAs(email)).status).toBe(429)
  })
})

describe('re-subscribing an address that unsubscribed needs its owner (item 12)', () => {
  it('a stranger, even cross-site, cannot re-activate it; the owner confirms from the mailed link', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('nl-back')
    await subscribeAs(email)
    await api(unsubscribe, 'POST', '/api/newsletter/unsubscribe', { json: { token: createUnsubscribeToken(payload.secret, email) } })
    expect(await isActive(email)).toBe(false)

    // Cross-site, the call never reaches the handler; from our own pages, a stranger gets the same answer as the owner.
    expect((await subscribeAs(email, randomClient(), { origin: 'https://evil.example' })).status).toBe(403)
    const again = await subscribeAs(email, randomClient())
    expect(again.status).toBe(200)
    expect(await isActive(email)).toBe(false)

    // Two confirmation mails: the first subscription's, and the one asked for after unsubscribing.
    const confirmations = (m: { to?: { address?: string }[]; subject?: string }) => m.to?.[0]?.address === email && /Confirm/.test(m.subject ?? '')
    await sink.waitFor((m) => confirmations(m) && sink.messages.filter(confirmations).length === 2)
    const [first, token] = sink.messages.filter(confirmations).map(
      (mail) => new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text ?? '')![0]).searchParams.get('token')!,
    ) as [string, string]
    // The link mailed before the unsubscribe no longer re-activates it (issue 44 item 12).
    expect((await api(confirm, 'POST', '/api/newsletter/confirm', { json: { token: first } })).status).toBe(410)
    expect(await isActive(email)).toBe(false)
    expect((await api(confirm, 'POST', '/api/newsletter/confirm', { json: { token: `${token}x` } })).status).toBe(400)
    expect((await api(confirm, 'POST', '/api/newsletter/confirm', { json: { token: createUnsubscribeToken(payload.secret, email) } })).status).toBe(400)
    expect((await api(confirm, 'POST', '/api/newsletter/confirm', { json: { token } })).status).toBe(200)
    expect(await isActive(email)).toBe(true)
  })
})

describe('the confirmation mail goes through the jobs queue (item 18)', () => {
  it('subscribing leaves a durable sendMail job in PostgreSQL (what a restarted server or worker resumes), and the mail arrives', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('nl-queue')
    await subscribeAs(email)
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: MAIL_QUEUE } }, sort: '-createdAt', limit: 50, overrideAccess: true })
    const job = docs.find((doc) => JSON.stringify(doc.input).includes(email))
    expect(job, 'a queued sendMail job for the confirmation mail').toMatchObject({ taskSlug: 'sendMail' })
    await sink.waitFor((m) => m.to?.[0]?.address === email)
  })
})
