import type { Email } from 'postal-mime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverAlerts } from '@cms/domain/alerts/deliver'
import { alertTasks } from '@cms/domain/alerts/tasks'
import { CLIENT_ADDRESS_HEADER } from '@cms/lib/clientIp'
import { poolOf } from '@cms/lib/sql'
import { sendMailTo, startSmtpSink, type SmtpSink } from '../support/smtpSink'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { DELETE: deleteOwn, PATCH: patchOwn } = served('/api/alerts/:id')
const { POST: confirmPost } = served('/api/alerts/confirm')
const { DELETE: manageDelete, GET: manageGet, PATCH: managePatch } = served('/api/alerts/manage')
const { GET: listGet, POST: createPost } = served('/api/alerts')
const { GET: unsubscribeGet, POST: unsubscribePost } = served('/api/alerts/unsubscribe')

let sink: SmtpSink
/** A unique word so only this file's jobs match this file's alerts (the test database is shared). */
const token = `zalert${Date.now().toString(36)}`
let base: Record<string, unknown>

beforeAll(async () => {
  sink = await startSmtpSink()
  sendMailTo(sink)
  process.env.SITE_URL = 'http://localhost:3000'
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Alertco ${token}`, slug: `alertco-${token}` }, overrideAccess: true })
  const { docs: [category] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'development' } }, limit: 1 })
  const { docs: [location] } = await payload.find({ collection: 'locations', where: { slug: { equals: 'germany' } }, limit: 1 })
  base = {
    description: `<p>Remote work at ${token}.</p>`,
    type: 'full-time',
    experienceLevel: 'senior',
    company: company.id,
    category: category!.id,
    location: location!.id,
    source: 'internal',
    status: 'active',
  }
})
afterAll(async () => {
  delete process.env.SMTP_HOST
  await sink.close()
})

let jobCount = 0
async function addJob(title: string, data: Record<string, unknown> = {}) {
  const payload = await getTestPayload()
  const slug = `${token}-${++jobCount}`
  return payload.create({
    collection: 'jobs',
    data: { ...base, title, slug, externalId: slug, postedAt: new Date().toISOString(), ...data } as never,
    overrideAccess: true,
  })
}

let client = 0
const create = (json: unknown, headers: Record<string, string> = {}) =>
  createPost(apiRequest('/api/alerts', { method: 'POST', json, headers: { [CLIENT_ADDRESS_HEADER]: `10.14.0.${++client % 250}`, ...headers } }))
const address = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@alerts.example`
const mailsTo = (email: string) => sink.messages.filter((m) => m.to?.[0]?.address === email)
const header = (mail: Email, key: string) => mail.headers.find((h) => h.key === key)?.value
const confirmTokenOf = (mail: Email) => /\/alerts\/confirm\?token=([\w%-]+)/.exec(mail.text ?? '')![1]!
const confirm = (value: string) => confirmPost(apiRequest('/api/alerts/confirm', { method: 'POST', json: { token: decodeURIComponent(value) } }))
const manageTokenOf = (mail: Email) => decodeURIComponent(/\/alerts\/manage\?token=([\w%.-]+)/.exec(mail.text ?? '')![1]!)

async function markOf(email: string) {
  const { rows } = await poolOf(await getTestPayload()).query<{ last_job_id: number }>('SELECT last_job_id FROM job_alerts WHERE email = $1', [email])
  return rows[0]!.last_job_id
}

/** Creates and confirms an alert for `q=<token>` plus the given filters; answers the confirmation mail. */
async function confirmedAlert(email: string, filters: Record<string, string> = {}, frequency = 'instant') {
  expect((await create({ email, frequency, q: token, ...filters })).status).toBe(201)
  const mail = await sink.waitFor((m) => m.to?.[0]?.address === email && m.subject === 'Confirm your Nomad Jobs alert')
  expect((await confirm(confirmTokenOf(mail))).status).toBe(200)
  return mail
}

describe('create, confirm and deliver', () => {
  it('confirms by e-mail, then sends exactly one e-mail with a new matching job, and nothing on the next run', async () => {
    const email = address('flow')
    const response = await create({ email, frequency: 'instant', q: token, location: 'germany', experience: 'senior' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ success: true, message: expect.stringContaining('confirm') })
    const confirmation = await sink.waitFor((m) => m.to?.[0]?.address === email)
    expect(confirmation.text).toContain(`Remote senior ${token} jobs in Germany, instant`)

    // Nothing goes to an unconfirmed address.
    await addJob(`Senior Go Engineer ${token} early`)
    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(email)).toHaveLength(1)

    const confirmed = await confirm(confirmTokenOf(confirmation))
    expect(confirmed.status).toBe(200)
    const body = await confirmed.json()
    expect(body.alert).toMatchObject({ email, frequency: 'instant', confirmed: true, description: `Remote senior ${token} jobs in Germany, instant` })
    const reused = await confirm(confirmTokenOf(confirmation))
    expect(reused.status).toBe(400)
    expect((await reused.json()).message).toMatch(/already been used/)

    const matching = await addJob(`Senior Rust Engineer ${token}`)
    const otherLevel = await addJob(`Junior Rust Engineer ${token}`, { experienceLevel: 'entry' })
    const expired = await addJob(`Senior Elm Engineer ${token}`, { status: 'expired' })
    const result = await deliverAlerts(await getTestPayload(), 'instant')
    expect(result.failed).toBe(0)
    const digests = mailsTo(email).filter((m) => m.subject !== confirmation.subject)
    expect(digests).toHaveLength(1)
    const digest = digests[0]!
    // The job that arrived before confirmation also counts: it is newer than the alert.
    expect(digest.subject).toBe(`2 new remote jobs: Remote senior ${token} jobs in Germany, instant`)
    expect(digest.text).toContain(`http://localhost:3000/jobs/${matching.slug}`)
    expect(digest.html).toContain(`http://localhost:3000/jobs/${matching.slug}`)
    expect(digest.text).not.toContain(otherLevel.title)
    expect(digest.text).not.toContain(expired.title)
    expect(header(digest, 'list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[^>]+>$/)
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(digest.text).toContain('http://localhost:3000/alerts/manage?token=')
    expect(digest.text).toContain(`http://localhost:3000/search?q=${token}`)

    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(email)).toHaveLength(2)
    // A job that is updated (not new) is never sent again.
    await (await getTestPayload()).update({ collection: 'jobs', id: matching.id, data: { title: `Senior Rust Engineer ${token} (updated)` }, overrideAccess: true })
    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('keeps other frequencies for their own runs', async () => {
    const email = address('daily')
    await confirmedAlert(email, { type: 'contract' }, 'daily')
    await addJob(`Contract Designer ${token}`, { type: 'contract' })
    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(email)).toHaveLength(1)
    await deliverAlerts(await getTestPayload(), 'daily')
    expect(mailsTo(email).map((m) => m.subject)).toContain(`1 new remote job: Remote contract ${token} jobs, daily`)
    // Asking again for a confirmed alert answers like any other request and changes nothing.
    const again = await create({ email, frequency: 'weekly', q: token, type: 'contract' })
    expect(await again.json()).toEqual({ success: true, message: expect.stringContaining('confirm') })
    const { rows } = await poolOf(await getTestPayload()).query('SELECT frequency FROM job_alerts WHERE email = $1', [email])
    expect(rows).toEqual([{ frequency: 'daily' }])
  })

  it('lists at most 20 jobs and links to the search for the rest', async () => {
    const email = address('many')
    await confirmedAlert(email, { category: 'development', timezone: 'europe' })
    for (let i = 0; i < 22; i++) await addJob(`Platform Engineer ${i} ${token}`, { timezone: 'UTC+1' })
    await deliverAlerts(await getTestPayload(), 'instant')
    const digest = mailsTo(email).at(-1)!
    expect(digest.subject).toMatch(/^22 new remote jobs/)
    expect(digest.text!.match(/\/jobs\//g)).toHaveLength(20)
    expect(digest.text).toContain(`...and 2 more: http://localhost:3000/search?q=${token}&category=development&timezone=europe`)
  })

  it('a failed delivery (SMTP refusing) is not marked as sent; the retry sends it once', async () => {
    const email = address('outage')
    await confirmedAlert(email, { type: 'freelance' })
    const before = await markOf(email)
    await addJob(`Freelance Writer ${token}`, { type: 'freelance' })
    sink.refuse = true
    try {
      await expect(deliverAlerts(await getTestPayload(), 'instant')).rejects.toThrow(/failed; the queue retries them/)
    } finally {
      sink.refuse = false
    }
    expect(await markOf(email)).toBe(before)
    expect(mailsTo(email)).toHaveLength(1)
    await deliverAlerts(await getTestPayload(), 'instant')
    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(email).filter((m) => m.subject?.startsWith('1 new'))).toHaveLength(1)
    // The queue retries a failed run with backoff.
    expect(alertTasks().every((task) => typeof task.retries === 'object' && task.retries.attempts! > 0)).toBe(true)
  })
})

describe('unsubscribe and manage without a session', () => {
  it('one-click POST to the List-Unsubscribe URL deletes the alert and stops delivery', async () => {
    const email = address('unsub')
    await confirmedAlert(email, { type: 'part-time' })
    await addJob(`Part-time Editor ${token}`, { type: 'part-time' })
    await deliverAlerts(await getTestPayload(), 'instant')
    const digest = mailsTo(email).at(-1)!
    const target = /^<(.+)>$/.exec(header(digest, 'list-unsubscribe')!)![1]!
    expect((await unsubscribeGet(apiRequest('/api/alerts/unsubscribe'))).status).toBe(405)
    const response = await unsubscribePost(
      new Request(target, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    )
    expect(response.status).toBe(200)
    expect((await response.json()).success).toBe(true)
    await addJob(`Part-time Translator ${token}`, { type: 'part-time' })
    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(email)).toHaveLength(2)
    const forged = await unsubscribePost(new Request(target.replace(/token=\d+/, 'token=1'), { method: 'POST' }))
    expect(forged.status).toBe(400)
  })

  it('the manage link shows, changes and deletes the alert; a forged token is refused', async () => {
    const email = address('manage')
    await confirmedAlert(email, { salary: '100000-150000' })
    await addJob(`Data Engineer ${token}`, { salaryMax: 120000 })
    await deliverAlerts(await getTestPayload(), 'instant')
    const manageToken = manageTokenOf(mailsTo(email).at(-1)!)
    const url = `/api/alerts/manage?token=${encodeURIComponent(manageToken)}`
    const shown = await manageGet(apiRequest(url))
    expect(shown.status).toBe(200)
    expect((await shown.json()).alert.description).toBe(`Remote ${token} jobs, $100k - $150k, instant`)
    const changed = await managePatch(apiRequest(url, { method: 'PATCH', json: { frequency: 'weekly' } }))
    expect((await changed.json()).alert.frequency).toBe('weekly')
    const bad = await managePatch(apiRequest(url, { method: 'PATCH', json: { frequency: 'hourly' } }))
    expect(bad.status).toBe(400)
    const forged = await manageGet(apiRequest(`/api/alerts/manage?token=${manageToken.replace(/^\d+/, '1')}`))
    expect(forged.status).toBe(400)
    expect((await manageDelete(apiRequest(url, { method: 'DELETE' }))).status).toBe(200)
    expect((await manageGet(apiRequest(url))).status).toBe(404)
  })
})

describe('signed-in users', () => {
  it("confirms an alert for the account's own address at once and manages it on the profile calls", async () => {
    const { email, cookie } = await createTestUser()
    const response = await create({ email, frequency: 'daily', q: 'react', location: 'europe' }, { Cookie: cookie })
    expect(response.status).toBe(201)
    expect((await response.json()).message).toMatch(/active/)
    const list = await listGet(apiRequest('/api/alerts', { headers: { Cookie: cookie } }))
    const { alerts } = await list.json()
    expect(alerts).toEqual([expect.objectContaining({ email, frequency: 'daily', confirmed: true, description: 'Remote react jobs in Europe, daily', search: 'q=react&location=europe' })])
    expect(mailsTo(email)).toHaveLength(0)
    const patched = await patchOwn(apiRequest(`/api/alerts/${alerts[0].id}`, { method: 'PATCH', json: { frequency: 'weekly' }, headers: { Cookie: cookie } }))
    expect((await patched.json()).alert.frequency).toBe('weekly')

    const other = await createTestUser()
    const foreign = await deleteOwn(apiRequest(`/api/alerts/${alerts[0].id}`, { method: 'DELETE', headers: { Cookie: other.cookie } }))
    expect(foreign.status).toBe(404)
    expect((await deleteOwn(apiRequest(`/api/alerts/${alerts[0].id}`, { method: 'DELETE', headers: { Cookie: cookie } }))).status).toBe(200)
    expect((await (await listGet(apiRequest('/api/alerts', { headers: { Cookie: cookie } }))).json()).alerts).toEqual([])
    expect((await listGet(apiRequest('/api/alerts'))).status).toBe(401)
  })

  it('an alert for another address still needs its owner to confirm, with the same answer', async () => {
    const { cookie } = await createTestUser()
    const email = address('someone-else')
    const response = await create({ email, frequency: 'daily' }, { Cookie: cookie })
    expect(await response.json()).toEqual({ success: true, message: expect.stringContaining('confirm') })
    await sink.waitFor((m) => m.to?.[0]?.address === email)
  })
})

describe('bad input and limits', () => {
  it.each([
    [{ frequency: 'daily' }, /valid email/],
    [{ email: 'nope', frequency: 'daily' }, /valid email/],
    [{ email: 'a@b.example' }, /Frequency must be one of/],
    [{ email: 'a@b.example', frequency: 'hourly' }, /Frequency must be one of/],
    [{ email: 'a@b.example', frequency: 'daily', type: 'permanent' }, /Invalid type "permanent"/],
    [{ email: 'a@b.example', frequency: 'daily', salary: 'lots' }, /Invalid salary/],
    [{ email: 'a@b.example', frequency: 'daily', category: 'no-such-category' }, /Unknown category/],
    [{ email: 'a@b.example', frequency: 'daily', location: 'atlantis' }, /Unknown location/],
  ])('%j -> 400 { success: false, message }', async (json, message) => {
    const response = await create(json)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(body.message).toMatch(message)
  })

  it('refuses a 21st alert for one address', async () => {
    const email = address('full')
    const pool = poolOf(await getTestPayload())
    for (let i = 0; i < 20; i++) await pool.query('INSERT INTO job_alerts (email, frequency, search) VALUES ($1, $2, $3)', [email, 'daily', `q=word${i}`])
    const response = await create({ email, frequency: 'daily', q: 'one more' })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/at most 20 alerts/)
    // The same search again only updates the existing alert.
    expect((await create({ email, frequency: 'weekly', q: 'word3' })).status).toBe(201)
  })

  it('rate-limits creation per address like the account calls', async () => {
    const email = address('limited')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await create({ email, frequency: 'daily', q: `topic${i}` })).status)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('rate-limits creation per client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await create({ email: address(`client${i}`), frequency: 'daily' }, { [CLIENT_ADDRESS_HEADER]: '203.0.113.14' })).status)
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
