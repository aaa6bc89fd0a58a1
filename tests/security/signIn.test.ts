import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendMailTo, startSmtpSink, type SmtpSink } from '../support/smtpSink'
import { createTestUser } from '../integration/helpers'
import { api, cmsApi, cookieFrom, randomClient, uniqueEmail } from './calls'
import { served } from '../support/servedApi'

const { POST: changePassword } = served('/api/auth/change-password')
const { POST: login } = served('/api/auth/login')
const { POST: resetRequest } = served('/api/auth/reset-password-request')
const { POST: resetPassword } = served('/api/auth/reset-password')

let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink()
  sendMailTo(sink)
})
afterAll(() => sink.close())

const siteLogin = (email: string, password: string, client: string) => api(login, 'POST', '/api/auth/login', { json: { email, password }, client })
const payloadLogin = (email: string, password: string, client: string) => cmsApi('POST', '/users/login', { json: { email, password }, client })

describe('sign-in limits hold on every way in (item 1)', () => {
  it("Payload's REST login is limited like the site's: the 11th guess from one client gets 429", async () => {
    const admin = await createTestUser('admin')
    const client = randomClient()
    for (let i = 0; i < 10; i++) expect((await payloadLogin(admin.email, `wrong-guess-${i}`, client)).status).toBe(401)
    const limited = await payloadLogin(admin.email, admin.password, client)
    expect(limited.status).toBe(429)
    expect(JSON.stringify(limited.body)).toMatch(/Too many attempts/)
  })

  it("the site's login and Payload's login share one counter", async () => {
    const user = await createTestUser('user')
    const client = randomClient()
    for (let i = 0; i < 5; i++) await siteLogin(user.email, `wrong-guess-${i}`, client)
    for (let i = 0; i < 5; i++) await payloadLogin(user.email, `wrong-guess-${i}`, client)
    expect((await siteLogin(user.email, user.password, client)).status).toBe(429)
  })

  it("Payload's forgot-password goes through the site's reset limits and answers alike for unknown addresses", async () => {
    const user = await createTestUser('user')
    const client = randomClient()
    const known = await cmsApi('POST', '/users/forgot-password', { json: { email: user.email }, client })
    const unknown = await cmsApi('POST', '/users/forgot-password', { json: { email: uniqueEmail() }, client })
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    for (let i = 0; i < 2; i++) await cmsApi('POST', '/users/forgot-password', { json: { email: user.email }, client: randomClient() })
    expect((await cmsApi('POST', '/users/forgot-password', { json: { email: user.email }, client: randomClient() })).status).toBe(429)
  })
})

describe("strangers cannot lock the owner out (OWASP's device cookie)", () => {
  const deviceCookieOf = (result: { headers: Headers }) => result.headers.getSetCookie().find((cookie) => cookie.startsWith('nomad-device='))?.split(';')[0]
  const withDevice = (email: string, password: string, client: string, device: string) =>
    api(login, 'POST', '/api/auth/login', { json: { email, password }, client, headers: { cookie: device } })

  it('after 110 wrong passwords from 11 addresses, the owner signs in from a browser that signed in before; guessing stays refused', async () => {
    const owner = await createTestUser('admin')
    const first = await siteLogin(owner.email, owner.password, randomClient())
    expect(first.status).toBe(200)
    const device = deviceCookieOf(first)!
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith('nomad-device='))).toMatch(/HttpOnly/)
    const viaPayload = await payloadLogin(owner.email, owner.password, randomClient())
    const payloadDevice = deviceCookieOf(viaPayload)!
    expect(payloadDevice).toMatch(/^nomad-device=/)

    const statuses: number[] = []
    for (let address = 0; address < 11; address++) {
      const stranger = randomClient()
      for (let i = 0; i < 10; i++) statuses.push((await siteLogin(owner.email, `wrong-guess-${i}`, stranger)).status)
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(100)
    expect(statuses.at(-1)).toBe(429)

    // A new client, right password: still refused, so guessing stays slow.
    expect((await siteLogin(owner.email, owner.password, randomClient())).status).toBe(429)
    expect((await payloadLogin(owner.email, owner.password, randomClient())).status).toBe(429)
    // The owner's own browsers (device cookies from either way in), from wherever they are now.
    expect((await withDevice(owner.email, owner.password, randomClient(), device)).status).toBe(200)
    expect((await cmsApi('POST', '/users/login', { json: { email: owner.email, password: owner.password }, client: randomClient(), headers: { cookie: payloadDevice } })).status).toBe(200)
    // Another account's device cookie, or a forged one, is an unknown client here.
    const other = await createTestUser('user')
    const otherDevice = deviceCookieOf(await siteLogin(other.email, other.password, randomClient()))!
    expect((await withDevice(owner.email, owner.password, randomClient(), otherDevice)).status).toBe(429)
    expect((await withDevice(owner.email, owner.password, randomClient(), `${device.slice(0, -2)}xx`)).status).toBe(429)
  }, 300_000) // 100 real password hashes: about 12 s on a quiet machine, minutes on a crowded one

  it("a trusted device's own guesses are limited too", async () => {
    const owner = await createTestUser('user')
    const device = deviceCookieOf(await siteLogin(owner.email, owner.password, randomClient()))!
    for (let i = 0; i < 10; i++) expect((await withDevice(owner.email, `wrong-guess-${i}`, randomClient(), device)).status).toBe(401)
    expect((await withDevice(owner.email, owner.password, randomClient(), device)).status).toBe(429)
  })
})

describe('no account lockout, and unknown accounts answer like known ones (item 6)', () => {
  it("a stranger's failed guesses do not stop the owner signing in from their own client", async () => {
    const user = await createTestUser('user')
    const stranger = randomClient()
    for (let i = 0; i < 12; i++) await siteLogin(user.email, `wrong-guess-${i}`, stranger)
    expect((await siteLogin(user.email, user.password, stranger)).status).toBe(429)
    expect((await siteLogin(user.email, user.password, randomClient())).status).toBe(200)
    expect((await payloadLogin(user.email, user.password, randomClient())).status).toBe(200)
  })

  it('a known and an unknown address get the same answers, guess after guess', async () => {
    const user = await createTestUser('user')
    const answers = async (email: string) => {
      const client = randomClient()
      const seen: string[] = []
      for (let i = 0; i < 12; i++) {
        const result = await siteLogin(email, `wrong-guess-${i}`, client)
        seen.push(`${result.status} ${result.body.message}`)
      }
      return seen
    }
    expect(await answers(uniqueEmail())).toEqual(await answers(user.email))
  })
})

describe('sign-in timing does not reveal which accounts exist (item 7)', () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  async function timeOf(attempt: () => Promise<unknown>): Promise<number> {
    const start = performance.now()
    await attempt()
    return performance.now() - start
  }

  it('a wrong password on a known account takes as long as an unknown account (site and Payload login)', async () => {
    const user = await createTestUser('user')
    for (const signIn of [siteLogin, payloadLogin]) {
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < 5; i++) {
        known.push(await timeOf(() => signIn(user.email, 'Wrong-pass-1', randomClient())))
        unknown.push(await timeOf(() => signIn(uniqueEmail(), 'Wrong-pass-1', randomClient())))
      }
      const ratio = median(known) / median(unknown)
      expect(ratio, `known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`).toBeLessThan(2)
      expect(ratio).toBeGreaterThan(0.5)
    }
  })
})

describe('a password change voids outstanding reset links (item 14)', () => {
  async function resetTokenFor(email: string): Promise<string> {
    const message = await sink.waitFor((mail) => (mail.to ?? []).some((to) => to.address === email))
    return new URL(/https?:\/\/\S+reset-password\?token=[^\s"<]+/.exec(message.text ?? "")![0]).searchParams.get('token')!
  }

  it('a link issued before the change no longer works after it', async () => {
    const user = await createTestUser('user')
    await api(resetRequest, 'POST', '/api/auth/reset-password-request', { json: { email: user.email } })
    const token = await resetTokenFor(user.email)
    const signedIn = await siteLogin(user.email, user.password, randomClient())
    const changed = await api(changePassword, 'POST', '/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'Changed-Pass-2026', confirmPassword: 'Changed-Pass-2026' },
      cookie: cookieFrom(signedIn),
    })
    expect(changed.status).toBe(200)
    const reused = await api(resetPassword, 'POST', '/api/auth/reset-password', { json: { token, newPassword: 'Attacker-Pass-99', confirmPassword: 'Attacker-Pass-99' } })
    expect(reused.status).toBe(400)
    expect((await siteLogin(user.email, 'Changed-Pass-2026', randomClient())).status).toBe(200)
  })
})
