import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { Failure } from '@cms/domain/failure'
import { payloadLogin, SIGN_IN_LONGEST_WAIT_MS, SIGN_INS_AT_ONCE, SIGN_INS_WAITING_PER_TURN } from './login'

describe('payloadLogin', () => {
  it('works on at most SIGN_INS_AT_ONCE sign-ins at a time and takes every queued one in turn', async () => {
    let working = 0
    let most = 0
    const payload = {
      async login({ data }: { data: { email: string } }) {
        working++
        most = Math.max(most, working)
        await new Promise((resolve) => setTimeout(resolve, 20))
        working--
        return { user: { email: data.email }, token: `token-${data.email}` }
      },
    } as unknown as Payload
    const burst = Array.from({ length: SIGN_INS_AT_ONCE + 3 }, (_, i) => payloadLogin(payload, { email: `member-${i}@example.com`, password: 'secret' }))
    const results = await Promise.all(burst)
    expect(most).toBe(SIGN_INS_AT_ONCE)
    expect(results.map((result) => result.token)).toEqual(burst.map((_, i) => `token-member-${i}@example.com`))
  })

  it('frees its turn when a sign-in fails', async () => {
    const payload = {
      login: async () => {
        throw new Error('database down')
      },
    } as unknown as Payload
    for (let i = 0; i < SIGN_INS_AT_ONCE + 1; i++) await expect(payloadLogin(payload, { email: 'a@example.com', password: 'x' })).rejects.toThrow('database down')
  })
})

describe('payloadLogin with every waiting place taken', () => {
  it('refuses the next sign-in at once (503 busy with a Retry-After), and takes sign-ins again once the queue moves', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let logins = 0
    const payload = {
      async login() {
        logins++
        await held
        return { user: {}, token: 'token' }
      },
    } as unknown as Payload
    const places = SIGN_INS_AT_ONCE * (1 + SIGN_INS_WAITING_PER_TURN)
    const admitted = Array.from({ length: places }, () => payloadLogin(payload, { email: 'queued@example.com', password: 'secret' }))
    const refused = await payloadLogin(payload, { email: 'late@example.com', password: 'secret' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Failure)
    expect(refused).toMatchObject({ kind: 'unavailable', message: API_ERRORS.busy, details: { retryAfter: expect.any(Number) } })
    // The sign-in that completes a new account waits for its turn instead.
    const completing = payloadLogin(payload, { email: 'new-account@example.com', password: 'secret' }, undefined, { refusable: false })
    release()
    expect(await Promise.all(admitted)).toHaveLength(places)
    expect((await completing).token).toBe('token')
    expect(logins).toBe(places + 1)
    expect((await payloadLogin(payload, { email: 'after@example.com', password: 'secret' })).token).toBe('token')
  })
})

describe('payloadLogin waiting too long for its turn', () => {
  afterEach(() => vi.useRealTimers())

  it('is refused as busy once SIGN_IN_LONGEST_WAIT_MS pass, and its turn then does nothing', async () => {
    vi.useFakeTimers()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const signedIn: string[] = []
    const payload = {
      async login({ data }: { data: { email: string } }) {
        if (data.email === 'slow@example.com') await held
        signedIn.push(data.email)
        return { user: {}, token: 'token' }
      },
    } as unknown as Payload
    const slow = Array.from({ length: SIGN_INS_AT_ONCE }, () => payloadLogin(payload, { email: 'slow@example.com', password: 'secret' }))
    const waiting = payloadLogin(payload, { email: 'waiting@example.com', password: 'secret' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(SIGN_IN_LONGEST_WAIT_MS + 1)
    expect(await waiting).toMatchObject({ kind: 'unavailable', message: API_ERRORS.busy })
    release()
    await Promise.all(slow)
    await vi.runAllTimersAsync()
    expect(signedIn).not.toContain('waiting@example.com')
    expect((await payloadLogin(payload, { email: 'next@example.com', password: 'secret' })).token).toBe('token')
  })
})
