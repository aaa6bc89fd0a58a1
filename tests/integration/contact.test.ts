import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '@cms/contract/contact'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { served } from '../support/servedApi'
import { apiRequest, createTestUser, getTestPayload } from './helpers'

const { POST: contactPost } = served('/api/contact')
const { POST: contactFormPost } = served('/api/contact/form')

const sink = sinkForThisFile()
let payload: Awaited<ReturnType<typeof getTestPayload>>
const SUPPORT = 'support-inbox@test.example'

beforeAll(async () => {
  process.env.SUPPORT_EMAIL = SUPPORT
  payload = await getTestPayload()
})
afterAll(async () => {
  delete process.env.SUPPORT_EMAIL
})

/** Each test is a client of its own: the contact form's bucket is per client. */
let clientNumber = 0
const nextClient = () => `198.51.100.${(clientNumber += 1)}`
const token = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

function message(overrides: Record<string, unknown> = {}) {
  const tag = token()
  return { name: 'Ana Lima', email: `ana-${tag}@test.example`, topic: 'guide', message: `Where is my guide? Order ${tag}.`, ...overrides }
}

const send = (json: unknown, { client = nextClient(), cookie }: { client?: string; cookie?: string } = {}) =>
  contactPost(apiRequest('/api/contact', { method: 'POST', json, headers: { 'x-nomad-client': client, ...(cookie ? { cookie } : {}) } }))

const sendForm = (fields: Record<string, string>, client = nextClient()) =>
  contactFormPost(apiRequest('/api/contact/form', { method: 'POST', form: fields, headers: { 'x-nomad-client': client } }))

const storedFrom = (email: string) => payload.find({ collection: 'contact-messages', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })

describe('POST /api/contact', () => {
  it('stores the message for staff, titled by topic and sender, and mails it to SUPPORT_EMAIL with Reply-To the sender', async () => {
    const sent = message()
    const response = await send(sent)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent })
    const { docs } = await storedFrom(sent.email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Ana Lima', topic: 'guide', message: sent.message, answered: false, title: `Guide purchase or refund from Ana Lima <${sent.email}>` })
    const mail = await sink().waitFor((m) => m.text?.includes(sent.message) ?? false)
    expect(mail.to?.map((to) => to.address)).toEqual([SUPPORT])
    expect(mail.replyTo?.map((to) => to.address)).toEqual([sent.email])
    expect(mail.subject).toBe(`[Contact] Guide purchase or refund from Ana Lima <${sent.email}>`)
    expect(mail.text).toContain(`/cms/collections/contact-messages/${docs[0]!.id}`)
  })

  it('links the message to the signed-in account', async () => {
    const { user, cookie } = await createTestUser('user')
    const sent = message({ email: user.email })
    expect((await send(sent, { cookie })).status).toBe(201)
    const { docs } = await storedFrom(user.email)
    expect(docs[0]!.user).toBe(user.id)
  })

  it('mails the first admin when SUPPORT_EMAIL is not set', async () => {
    const { docs: admins } = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, sort: 'id', limit: 1, overrideAccess: true, depth: 0 })
    delete process.env.SUPPORT_EMAIL
    try {
      const sent = message()
      expect((await send(sent)).status).toBe(201)
      const mail = await sink().waitFor((m) => m.text?.includes(sent.message) ?? false)
      expect(mail.to?.map((to) => to.address)).toEqual([admins[0]!.email])
    } finally {
      process.env.SUPPORT_EMAIL = SUPPORT
    }
  })

  it('keeps a typed line break out of the stored title and the mail headers', async () => {
    const sent = message({ name: 'Eve\r\nBcc: victim@test.example' })
    expect((await send(sent)).status).toBe(201)
    expect((await storedFrom(sent.email)).docs[0]).toMatchObject({ name: 'Eve Bcc: victim@test.example', title: `Guide purchase or refund from Eve Bcc: victim@test.example <${sent.email}>` })
    const mail = await sink().waitFor((m) => m.text?.includes(sent.message) ?? false)
    expect(mail.subject).toBe(`[Contact] Guide purchase or refund from Eve Bcc: victim@test.example <${sent.email}>`)
    expect(mail.headers.some((header) => header.key === 'bcc')).toBe(false)
  })

  it('refuses each invalid field with its message, and stores nothing', async () => {
    for (const [overrides, text] of [
      [{ name: '  ' }, CONTACT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, CONTACT_MESSAGES.nameTooLong],
      [{ email: 'not-an-address' }, CONTACT_MESSAGES.invalidEmail],
      [{ topic: 'constructor' }, CONTACT_MESSAGES.topicRequired],
      [{ message: 'Hi' }, CONTACT_MESSAGES.messageTooShort],
      [{ message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, CONTACT_MESSAGES.messageTooLong],
    ] as const) {
      const sent = message(overrides)
      const response = await send(sent)
      expect(response.status, text).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message: text })
      if (typeof sent.email === 'string' && sent.email.includes('@')) expect((await storedFrom(sent.email)).docs).toHaveLength(0)
    }
  })

  it('answers a filled-in hidden field as sent, and keeps and mails nothing', async () => {
    const sent = message({ [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' })
    const response = await send(sent)
    expect(response.status).toBe(201)
    expect((await storedFrom(sent.email)).docs).toHaveLength(0)
  })

  it(`takes ${CONTACT_RATE_LIMIT.quota} messages an hour from one client, then 429 with Retry-After, shared with the form post; other clients go on`, async () => {
    const client = nextClient()
    for (let i = 0; i < CONTACT_RATE_LIMIT.quota - 1; i++) expect((await send(message(), { client })).status).toBe(201)
    expect((await sendForm(message(), client)).status).toBe(303)
    const refused = await send(message(), { client })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('ratelimit-policy')).toBe(`"contact";q=${CONTACT_RATE_LIMIT.quota};w=${CONTACT_RATE_LIMIT.windowSeconds}`)
    expect((await sendForm(message(), client)).status).toBe(429)
    expect((await send(message())).status).toBe(201)
  })

  it('refuses a post from another site', async () => {
    const response = await contactPost(
      new Request('http://localhost:3000/api/contact', { method: 'POST', body: JSON.stringify(message()), headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-nomad-client': nextClient() } }),
    )
    expect(response.status).toBe(403)
  })
})

describe('POST /api/contact/form (no JavaScript)', () => {
  it('stores and mails the message, then sends the visitor back to /contact with the outcome', async () => {
    const sent = message({ topic: 'privacy' })
    const response = await sendForm(sent)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/contact?contact=sent#contact-form')
    expect((await storedFrom(sent.email)).docs[0]).toMatchObject({ topic: 'privacy', message: sent.message })
    await sink().waitFor((m) => m.text?.includes(sent.message) ?? false)
  })

  it('sends an invalid message back with the error and the short fields, never the message itself', async () => {
    const sent = message({ message: 'Short' })
    const response = await sendForm(sent)
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe('/contact')
    expect(Object.fromEntries(location.searchParams)).toEqual({ contact_error: CONTACT_MESSAGES.messageTooShort, name: 'Ana Lima', email: sent.email, topic: 'guide' })
    expect((await storedFrom(sent.email)).docs).toHaveLength(0)
  })
})

describe('contact messages in /cms', () => {
  it('are not readable without a staff session', async () => {
    const { cookie } = await createTestUser('user')
    const { cmsApi } = await import('../security/calls')
    expect((await cmsApi('GET', '/contact-messages', { cookie })).status).toBe(403)
    expect((await cmsApi('GET', '/contact-messages')).status).toBe(403)
    expect((await cmsApi('POST', '/contact-messages', { cookie, json: message() })).status).toBe(403)
    const editor = await createTestUser('editor')
    expect((await cmsApi('GET', '/contact-messages', { cookie: editor.cookie })).status).toBe(200)
  })

  it('let staff tick Answered, never rewrite what the visitor sent', async () => {
    const sent = message()
    expect((await send(sent)).status).toBe(201)
    const [stored] = (await storedFrom(sent.email)).docs
    const editor = await createTestUser('editor')
    const { cmsApi } = await import('../security/calls')
    const forged = { title: 'Forged', topic: 'privacy', name: 'Someone Else', email: 'else@test.example', message: 'Words the visitor never wrote.', user: editor.user.id, answered: true }
    expect((await cmsApi('PATCH', `/contact-messages/${stored!.id}`, { cookie: editor.cookie, json: forged })).status).toBe(200)
    const after = await payload.findByID({ collection: 'contact-messages', id: stored!.id, overrideAccess: true, depth: 0 })
    expect(after).toMatchObject({ title: stored!.title, topic: 'guide', name: 'Ana Lima', email: sent.email, message: sent.message, user: null, answered: true })
  })
})
