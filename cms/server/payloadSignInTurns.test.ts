import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { payloadLogin, SIGN_INS_AT_ONCE, SIGN_INS_WAITING_PER_TURN } from '@cms/domain/accounts/login'
import { exchangeOf } from './middlewareStep'
import { payloadSignInTurns } from './payloadSignInTurns'

/** A sign-in the step lets through (marked by the test) is held, as Payload holds one while it hashes, until `finishAll()`. */
const held: http.ServerResponse[] = []
const finishAll = () => held.splice(0).forEach((response) => response.end('signed in'))

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    if (await payloadSignInTurns(exchangeOf(request, response))) return
    if (request.headers['x-sign-in']) held.push(response)
    else response.end('not a sign-in')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const settle = () => new Promise((resolve) => setTimeout(resolve, 100))
const restLogin = (path = '/cms/api/users/login', init: RequestInit = {}) => fetch(`${base}${path}`, { method: 'POST', body: '{}', headers: { 'x-sign-in': '1' }, ...init })

/** A sign-in of the /api's, which counts when it starts. */
function apiSignIn() {
  const started = { value: false }
  const payload = {
    async login() {
      started.value = true
      return { user: {}, token: 'token' }
    },
  } as unknown as Payload
  return { started, done: payloadLogin(payload, { email: 'member@example.com', password: 'secret' }) }
}

describe('payloadSignInTurns', () => {
  it("holds a turn for each of Payload's REST sign-ins until its answer ends: an /api sign-in waits for it", async () => {
    const rest = Array.from({ length: SIGN_INS_AT_ONCE }, () => restLogin())
    await settle()
    expect(held).toHaveLength(SIGN_INS_AT_ONCE)
    const api = apiSignIn()
    await settle()
    expect(api.started.value).toBe(false)
    finishAll()
    for (const answer of await Promise.all(rest)) expect(await answer.text()).toBe('signed in')
    expect((await api.done).token).toBe('token')
  })

  it('takes the same turns whatever spelling of the path Payload would route (encoded, doubled or trailing slashes)', async () => {
    const rest = Array.from({ length: SIGN_INS_AT_ONCE }, () => restLogin('/cms/api/users/%6Cogin'))
    await settle()
    const api = apiSignIn()
    await settle()
    expect(api.started.value).toBe(false)
    finishAll()
    await Promise.all(rest)
    await api.done
    for (const path of ['/cms/api//users/login/', '/cms/api/users/login?depth=0']) {
      const answer = restLogin(path)
      await settle()
      expect(held, path).toHaveLength(1)
      finishAll()
      await answer
    }
  })

  it('refuses a REST sign-in with 503 busy JSON and Retry-After when every waiting place is taken, without calling Payload', async () => {
    const places = SIGN_INS_AT_ONCE * (1 + SIGN_INS_WAITING_PER_TURN)
    const waiting = Array.from({ length: places }, () => restLogin())
    await settle()
    const refused = await restLogin()
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toEqual({ error: API_ERRORS.busy, message: API_ERRORS.busy, success: false })
    // Each waiting sign-in reaches Payload in its turn.
    let answered = 0
    while (answered < places) {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      answered += held.length
      finishAll()
    }
    expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual(Array(places).fill(200))
  })

  it('gives the turn back when the client leaves, whether it was waiting or signing in', async () => {
    const leaving = Array.from({ length: SIGN_INS_AT_ONCE + 1 }, () => new AbortController())
    const answers = leaving.map((client) => restLogin('/cms/api/users/login', { signal: client.signal }).catch(() => 'left'))
    await settle()
    for (const client of leaving) client.abort()
    expect(await Promise.all(answers)).toEqual(Array(leaving.length).fill('left'))
    held.splice(0)
    const api = apiSignIn()
    expect((await api.done).token).toBe('token')
  })

  it('lets every other request through at once, while every sign-in turn is taken', async () => {
    const rest = Array.from({ length: SIGN_INS_AT_ONCE }, () => restLogin())
    await settle()
    for (const [path, method] of [['/cms/api/users/login', 'GET'], ['/cms/api/users/logout', 'POST'], ['/cms/api/users/login-not', 'POST'], ['/api/users/login', 'POST']]) {
      expect(await (await fetch(`${base}${path}`, { method })).text(), `${method} ${path}`).toBe('not a sign-in')
    }
    finishAll()
    await Promise.all(rest)
  })
})
