import type { Email } from 'postal-mime'
import { beforeAll, describe, expect, it } from 'vitest'
import { deliverAlerts } from '@cms/domain/alerts/deliver'
import { alertTasks } from '@cms/domain/alerts/tasks'
import { MAX_QUERY_LENGTH } from '@cms/contract/jobValues'
import { CLIENT_ADDRESS_HEADER } from '@cms/lib/clientIp'
import { poolOf } from '@cms/lib/sql'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { DELETE: deleteOwn, PATCH: patchOwn } = served('/api/alerts/:id')
const { POST: confirmPost } = served('/api/alerts/confirm')
const { DELETE: manageDelete, GET: manageGet, PATCH: managePatch } = served('/api/alerts/manage')
const { GET: listGet, POST: createPost } = served('/api/alerts')
const { POST: formPost } = served('/api/alerts/form')
const { GET: unsubscribeGet, POST: unsubscribePost } = served('/api/alerts/unsubscribe')
const { POST: registerPost } = served('/api/auth/register')

const sink = sinkForThisFile()
/** A unique word so only this file's jobs match this file's alerts (the test database is shared). */
const token = `zalert${Date.now().toString(36)}`
let base: Record<string, unknown>

beforeAll(async () => {
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
const mailsTo = (email: string) => sink().messages.filter((m) => m.to?.[0]?.address === email)
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
  const mail = await sink().waitFor((m) => m.to?.[0]?.address === email && m.subject === 'Confirm your Nomad Jobs alert')
  expect((await confirm(confirmTokenOf(mail))).status).toBe(200)
  return mail
}

describe('create, confirm and deliver', () => {
  it('confirms by e-mail, then sends exactly one e-mail with a new matching job, and nothing on the next run', async () => {
    const email = address('flow')
    const response = await create({ email, frequency: 'instant', q: token, location: 'germany', experience: 'senior' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ success: true, message: expect.stringContaining('confirm') })
    const confirmation = await sink().waitFor((m) => m.to?.[0]?.address === email)
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
    sink().refuse = true
    try {
      await expect(deliverAlerts(await getTestPayload(), 'instant')).rejects.toThrow(/failed; the queue retries them/)
    } finally {
      sink().refuse = false
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

describe('one alert never stops the others', () => {
  const pool = async () => poolOf(await getTestPayload())

  it("an alert for 'constructor' (an inherited key of a plain object) is delivered like any other, beside a good one", async () => {
    const good = address('good')
    const odd = address('constructor')
    await confirmedAlert(good, { experience: 'entry' })
    expect((await create({ email: odd, frequency: 'instant', q: 'constructor' })).status).toBe(201)
    const confirmation = await sink().waitFor((m) => m.to?.[0]?.address === odd && m.subject === 'Confirm your Nomad Jobs alert')
    expect((await confirm(confirmTokenOf(confirmation))).status).toBe(200)
    await addJob(`Constructor Intern ${token}`, { experienceLevel: 'entry' })
    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(good).map((m) => m.subject)).toContain(`1 new remote job: Remote entry-level ${token} jobs, instant`)
    expect(mailsTo(odd).map((m) => m.subject)).toContain('1 new remote job: Remote constructor jobs, instant')
  })

  it('an alert whose stored search cannot be matched is logged and kept for the retry; the good subscriber gets mail', async () => {
    const good = address('beside-poison')
    await confirmedAlert(good, { experience: 'mid' })
    // A stored search the code no longer accepts (longer than today's limit on search text) throws when matched.
    const poisoned = await (await pool()).query<{ id: number; last_job_id: number }>(
      `INSERT INTO job_alerts (email, frequency, search, confirmed_at, last_job_id) VALUES ($1, 'instant', $2, now(), 0) RETURNING id, last_job_id`,
      [address('poison'), new URLSearchParams({ q: 'x '.repeat(MAX_QUERY_LENGTH) }).toString()],
    )
    try {
      await addJob(`Mid-level Editor ${token}`, { experienceLevel: 'mid' })
      await expect(deliverAlerts(await getTestPayload(), 'instant')).rejects.toThrow(/1 of \d+ instant alert e-mails failed/)
      expect(mailsTo(good).map((m) => m.subject)).toContain(`1 new remote job: Remote mid-level ${token} jobs, instant`)
      const { rows } = await (await pool()).query<{ last_job_id: number }>('SELECT last_job_id FROM job_alerts WHERE id = $1', [poisoned.rows[0]!.id])
      expect(rows[0]!.last_job_id).toBe(poisoned.rows[0]!.last_job_id)
    } finally {
      await (await pool()).query('DELETE FROM job_alerts WHERE id = $1', [poisoned.rows[0]!.id])
    }
  })
})

describe('the confirmation e-mail and page', () => {
  it("links the alert's own search, its manage page and its unsubscribe page", async () => {
    const email = address('links')
    expect((await create({ email, frequency: 'weekly', q: token, location: 'germany', type: 'contract' })).status).toBe(201)
    const mail = await sink().waitFor((m) => m.to?.[0]?.address === email)
    const search = `http://localhost:3000/search?q=${token}&location=germany&type=contract`
    expect(mail.text).toContain(search)
    expect(mail.html).toContain(search.replaceAll('&', '&amp;'))
    const manage = /http:\/\/localhost:3000\/alerts\/manage\?token=[\w%.-]+/.exec(mail.text ?? '')
    expect(manage).not.toBeNull()
    expect(mail.text).toContain(`${manage![0]}&unsubscribe=1`)
    expect(mail.html).toContain(`${manage![0]}&amp;unsubscribe=1`)
    expect(header(mail, 'list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=[^>]+>$/)
    // The manage link works before the alert is confirmed (to change or drop the request).
    const shown = await manageGet(apiRequest(`/api/alerts/manage?token=${encodeURIComponent(manageTokenOf(mail))}`))
    expect((await shown.json()).alert).toMatchObject({ email, confirmed: false, search: `q=${token}&location=germany&type=contract` })
  })

  it('the confirm answer carries the manage token the confirmation page links to', async () => {
    const email = address('confirm-page')
    expect((await create({ email, frequency: 'daily', q: token })).status).toBe(201)
    const mail = await sink().waitFor((m) => m.to?.[0]?.address === email)
    const body = await (await confirm(confirmTokenOf(mail))).json()
    expect(body.manageToken).toBe(manageTokenOf(mail))
    const shown = await manageGet(apiRequest(`/api/alerts/manage?token=${encodeURIComponent(body.manageToken)}`))
    expect((await shown.json()).alert).toMatchObject({ email, confirmed: true })
  })
})

describe('unsubscribe and manage without a session', () => {
  it('one-click POST to the List-Unsubscribe URL deletes the alert and stops delivery', async () => {
    const email = address('unsub')
    await confirmedAlert(email, { type: 'part-time' })
    // A job this alert follows, so the digest (and its List-Unsubscribe header) comes from this test alone.
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

/** Registers through POST /api/auth/register, as anyone can, with any address; answers the session cookie. */
async function registerAs(email: string): Promise<string> {
  const response = await registerPost(
    apiRequest('/api/auth/register', {
      method: 'POST',
      json: { email, username: 'stranger', password: 'Sunny-Lisbon-42', fullName: 'Some One' },
      headers: { [CLIENT_ADDRESS_HEADER]: `10.15.0.${++client % 250}` },
    })
  )
  expect(response.status).toBe(201)
  return response.headers.get('set-cookie')!.split(';')[0]!
}

const listOf = async (cookie: string) => {
  const response = await listGet(apiRequest('/api/alerts', { headers: { Cookie: cookie } }))
  expect(response.status).toBe(200)
  return response.json() as Promise<{ alerts: { id: number; search: string; confirmed: boolean; frequency: string }[]; emailConfirmed: boolean }>
}
const idContext = (id: number) => ({ params: Promise.resolve({ id: String(id) }) })
const patchAs = (cookie: string, id: number, frequency: string) =>
  patchOwn(apiRequest(`/api/alerts/${id}`, { method: 'PATCH', json: { frequency }, headers: { Cookie: cookie } }), idContext(id))
const deleteAs = (cookie: string, id: number) => deleteOwn(apiRequest(`/api/alerts/${id}`, { method: 'DELETE', headers: { Cookie: cookie } }), idContext(id))
const confirmationsTo = (email: string) => mailsTo(email).filter((m) => m.subject === 'Confirm your Nomad Jobs alert')

/** A registered user whose address has been proven by following the link of an alert they asked for while signed in. */
async function provenUser() {
  const user = await createTestUser()
  expect((await create({ email: user.email, frequency: 'daily', q: `proof${token}` }, { Cookie: user.cookie })).status).toBe(201)
  const mail = await sink().waitFor((m) => m.to?.[0]?.address === user.email)
  expect((await confirm(confirmTokenOf(mail))).status).toBe(200)
  return user
}

describe('signed-in users', () => {
  it("someone who registers with another person's address sees none of their alerts and cannot change them", async () => {
    const email = address('victim')
    await confirmedAlert(email, { location: 'germany' })
    const { rows: [victims] } = await poolOf(await getTestPayload()).query<{ id: number }>('SELECT id FROM job_alerts WHERE email = $1', [email])

    const cookie = await registerAs(email)
    expect(await listOf(cookie)).toEqual({ alerts: [], emailConfirmed: false })
    expect((await patchAs(cookie, victims!.id, 'weekly')).status).toBe(404)
    expect((await deleteAs(cookie, victims!.id)).status).toBe(404)
    const { rows } = await poolOf(await getTestPayload()).query('SELECT frequency FROM job_alerts WHERE id = $1', [victims!.id])
    expect(rows).toEqual([{ frequency: 'instant' }])
    // Asking for the search the owner already follows answers like any other request and shows nothing either.
    expect(await (await create({ email, frequency: 'weekly', q: token, location: 'germany' }, { Cookie: cookie })).json()).toEqual({
      success: true,
      message: expect.stringContaining('confirm'),
    })
    expect((await listOf(cookie)).alerts).toEqual([])
  })

  it("a new alert of an unproven account waits for the mail's link; following it proves the address", async () => {
    const email = address('registered')
    const cookie = await registerAs(email)
    const response = await create({ email, frequency: 'instant', q: token, experience: 'entry' }, { Cookie: cookie })
    expect(await response.json()).toEqual({ success: true, message: expect.stringContaining('confirm') })
    const confirmation = await sink().waitFor((m) => m.to?.[0]?.address === email)
    expect(confirmation.text).toContain('Confirming also confirms this address for that account')
    expect(await listOf(cookie)).toEqual({ alerts: [], emailConfirmed: false })

    // Nothing is mailed for the pending alert.
    await addJob(`Junior Tester ${token}`, { experienceLevel: 'entry' })
    await deliverAlerts(await getTestPayload(), 'instant')
    expect(mailsTo(email)).toHaveLength(1)

    expect((await confirm(confirmTokenOf(confirmation))).status).toBe(200)
    const proven = await listOf(cookie)
    expect(proven.emailConfirmed).toBe(true)
    expect(proven.alerts).toEqual([expect.objectContaining({ search: `q=${token}&experience=entry`, confirmed: true })])
    // From now on the account's own alerts are active at once, with no mail.
    const next = await create({ email, frequency: 'daily', q: token, type: 'contract' }, { Cookie: cookie })
    expect((await next.json()).message).toMatch(/active/)
    expect(confirmationsTo(email)).toHaveLength(1)
    expect((await listOf(cookie)).alerts.map((alert) => alert.confirmed)).toEqual([true, true])
  })

  it("confirming someone else's alert for the address does not prove the account", async () => {
    const email = address('bystander')
    const cookie = await registerAs(email)
    // The same address asks for an alert signed out (or from another account): its confirmation proves no account.
    expect((await create({ email, frequency: 'daily', q: `${token} anonymous` })).status).toBe(201)
    const mail = await sink().waitFor((m) => m.to?.[0]?.address === email)
    expect(mail.text).not.toContain('account')
    expect((await confirm(confirmTokenOf(mail))).status).toBe(200)
    expect(await listOf(cookie)).toEqual({ alerts: [], emailConfirmed: false })
  })

  it('a later e-mail change un-proves the account, even when it changes back', async () => {
    const { user, cookie, email } = await provenUser()
    expect((await listOf(cookie)).emailConfirmed).toBe(true)
    const payload = await getTestPayload()
    const other = address('moved')
    await payload.update({ collection: 'users', id: user.id, data: { email: other }, overrideAccess: true })
    expect(await listOf(cookie)).toEqual({ alerts: [], emailConfirmed: false })
    expect((await (await create({ email: other, frequency: 'daily', q: token }, { Cookie: cookie })).json()).message).toMatch(/confirm/)
    await payload.update({ collection: 'users', id: user.id, data: { email }, overrideAccess: true })
    expect(await listOf(cookie)).toEqual({ alerts: [], emailConfirmed: false })
  })

  it("manages a proven account's alerts on the profile calls; another account gets 404", async () => {
    const { email, cookie } = await provenUser()
    const response = await create({ email, frequency: 'daily', q: 'react', location: 'europe' }, { Cookie: cookie })
    expect(response.status).toBe(201)
    expect((await response.json()).message).toMatch(/active/)
    const { alerts } = await listOf(cookie)
    expect(alerts).toEqual([
      expect.objectContaining({ search: `q=proof${token}`, confirmed: true }),
      expect.objectContaining({ email, frequency: 'daily', confirmed: true, description: 'Remote react jobs in Europe, daily', search: 'q=react&location=europe' }),
    ])
    expect(confirmationsTo(email)).toHaveLength(1)
    const id = alerts[1]!.id
    expect((await (await patchAs(cookie, id, 'weekly')).json()).alert.frequency).toBe('weekly')

    const other = await provenUser()
    expect((await deleteAs(other.cookie, id)).status).toBe(404)
    expect((await deleteAs(cookie, id)).status).toBe(200)
    expect((await listOf(cookie)).alerts.map((alert) => alert.id)).not.toContain(id)
    expect((await listGet(apiRequest('/api/alerts'))).status).toBe(401)
  })

  it('an alert for another address still needs its owner to confirm, with the same answer', async () => {
    const { cookie } = await provenUser()
    const email = address('someone-else')
    const response = await create({ email, frequency: 'daily' }, { Cookie: cookie })
    expect(await response.json()).toEqual({ success: true, message: expect.stringContaining('confirm') })
    await sink().waitFor((m) => m.to?.[0]?.address === email)
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

describe("the new-alert page's form post (without JavaScript)", () => {
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    formPost(apiRequest('/api/alerts/form', { method: 'POST', form: fields, headers: { [CLIENT_ADDRESS_HEADER]: `10.15.0.${++client % 250}`, ...headers } }))
  const alertsOf = async (email: string) =>
    (await poolOf(await getTestPayload()).query('SELECT frequency, search, confirmed_at IS NOT NULL AS confirmed FROM job_alerts WHERE email = $1', [email])).rows

  it('creates the alert through the same double opt-in and answers 303 to the page saying it waits for the mail', async () => {
    const email = address('form')
    const response = await postForm({ email, frequency: 'weekly', q: token, type: 'full-time' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/alerts/new?q=${token}&type=full-time&created=pending`)
    expect(await alertsOf(email)).toEqual([{ frequency: 'weekly', search: `q=${token}&type=full-time`, confirmed: false }])
    const mail = await sink().waitFor((m) => m.to?.[0]?.address === email && m.subject === 'Confirm your Nomad Jobs alert')
    expect((await confirm(confirmTokenOf(mail))).status).toBe(200)
    expect(await alertsOf(email)).toEqual([expect.objectContaining({ confirmed: true })])
  })

  it("is active at once for a signed-in account's proven address, as the JSON call", async () => {
    const { email, cookie } = await provenUser()
    const response = await postForm({ email, frequency: 'daily', q: `form${token}` }, { Cookie: cookie })
    expect(response.headers.get('location')).toBe(`/alerts/new?q=form${token}&created=active`)
    expect(await alertsOf(email)).toContainEqual({ frequency: 'daily', search: `q=form${token}`, confirmed: true })
  })

  it.each([
    [{ email: 'nope', frequency: 'daily', q: 'react' }, 'Please enter a valid email address'],
    [{ email: `form-bad-${token}@alerts.example`, frequency: 'daily', category: 'no-such-category' }, 'Unknown category'],
    [{ email: `form-bad-${token}@alerts.example`, frequency: 'hourly' }, 'Frequency must be one of'],
  ])('%j: 303 back to the form with the message and what was typed, nothing stored', async (fields: Record<string, string>, message) => {
    const response = await postForm(fields)
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!, 'http://site.example')
    expect(location.pathname).toBe('/alerts/new')
    expect(location.searchParams.get('alert_error')).toContain(message)
    expect(location.searchParams.get('email')).toBe(fields.email)
    expect(location.searchParams.get('frequency')).toBe(fields.frequency)
    // The followed search is kept, so the form sends it again.
    for (const key of ['q', 'category']) expect(location.searchParams.get(key)).toBe(fields[key] ?? null)
    expect(await alertsOf(fields.email)).toEqual([])
  })

  it('takes only a browser form: a JSON body is a 415', async () => {
    const response = await formPost(apiRequest('/api/alerts/form', { method: 'POST', json: { email: address('json'), frequency: 'daily' } }))
    expect(response.status).toBe(415)
  })
})
