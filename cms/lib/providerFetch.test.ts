import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchJson, fetchJsonIfChanged, fetchWithRetry, ProviderError, retryAfterMs, userAgent } from './providerFetch'

const URL_ = 'https://api.example.com/jobs'

/** Stubs fetch with these answers in turn (an Error is thrown as a network failure). */
function answers(...list: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = list.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const fast = { backoffMs: 0, timeoutMs: 1000 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('retryAfterMs', () => {
  it('reads seconds, capped at 30 s', () => {
    expect(retryAfterMs('2')).toBe(2000)
    expect(retryAfterMs('0')).toBe(0)
    expect(retryAfterMs('120')).toBe(30_000)
  })

  it('reads an HTTP date as the time until then, never negative, capped at 30 s', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT')).toBe(5000)
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT')).toBe(0)
    expect(retryAfterMs('Thu, 01 Jan 2026 01:00:00 GMT')).toBe(30_000)
  })

  it('is null without a header or for one it cannot read', () => {
    expect(retryAfterMs(null)).toBeNull()
    expect(retryAfterMs('')).toBeNull()
    expect(retryAfterMs('soon')).toBeNull()
  })
})

describe('fetchWithRetry', () => {
  it('sends our User-Agent, asks for JSON and keeps the caller headers', async () => {
    const fetchMock = answers(new Response('{}'))
    await fetchWithRetry(URL_, { ...fast, headers: { Authorization: 'Bearer k' } })
    const init = fetchMock.mock.calls[0]![1] as RequestInit
    expect(init.headers).toEqual({ 'User-Agent': userAgent(), Accept: 'application/json', Authorization: 'Bearer k' })
    expect(init.method).toBe('GET')
  })

  it('retries 429, 5xx and network errors, then gives the first OK answer', async () => {
    const fetchMock = answers(new Response('', { status: 429 }), new Response('', { status: 503 }), new Error('ECONNRESET'), new Response('ok'))
    const response = await fetchWithRetry(URL_, { ...fast, retries: 3 })
    expect(await response.text()).toBe('ok')
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('does not retry another 4xx', async () => {
    const fetchMock = answers(new Response('', { status: 404 }), new Response('ok'))
    await expect(fetchWithRetry(URL_, { ...fast, retries: 2 })).rejects.toMatchObject({ status: 404, message: 'api.example.com answered 404' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('gives up after the retries with the last failure', async () => {
    const fetchMock = answers(new Response('', { status: 500 }), new Response('', { status: 502 }))
    await expect(fetchWithRetry(URL_, { ...fast, retries: 1 })).rejects.toMatchObject({ status: 502, message: 'api.example.com answered 502' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('names a network failure and a timeout', async () => {
    answers(new Error('getaddrinfo ENOTFOUND'))
    await expect(fetchWithRetry(URL_, { ...fast, retries: 0 })).rejects.toMatchObject({ status: null, message: 'api.example.com unreachable: getaddrinfo ENOTFOUND' })
    answers(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))
    await expect(fetchWithRetry(URL_, { ...fast, retries: 0 })).rejects.toMatchObject({ status: null, message: 'api.example.com timed out after 1000 ms' })
  })

  it('waits as long as Retry-After asks before the next attempt', async () => {
    vi.useFakeTimers()
    answers(new Response('', { status: 429, headers: { 'Retry-After': '3' } }), new Response('ok'))
    let done = false
    const pending = fetchWithRetry(URL_, { ...fast, retries: 1 }).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2900)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    await pending
    expect(done).toBe(true)
  })
})

describe('fetchWithRetry backoff', () => {
  it('without Retry-After, waits the backoff, doubled on each retry', async () => {
    vi.useFakeTimers()
    const fetchMock = answers(new Response('', { status: 500 }), new Response('', { status: 500 }), new Response('ok'))
    const pending = fetchWithRetry(URL_, { backoffMs: 1000, timeoutMs: 1000, retries: 2 })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await pending
  })
})

describe('fetchJson', () => {
  it('parses the body', async () => {
    answers(Response.json({ jobs: [1] }))
    expect(await fetchJson(URL_, fast)).toEqual({ jobs: [1] })
  })

  it('turns a body that is not JSON into a ProviderError with the status', async () => {
    answers(new Response('<html>', { status: 200 }))
    const error = await fetchJson(URL_, fast).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ status: 200, message: 'Invalid JSON from api.example.com' })
  })
})

describe('manners toward a source', () => {
  it('asks one host at most once per interval, other hosts meanwhile', async () => {
    const times: [string, number][] = []
    vi.stubGlobal('fetch', async (url: string) => {
      times.push([new URL(url).host, Date.now()])
      return new Response('{}')
    })
    const start = Date.now()
    await Promise.all([
      fetchJson('https://a.example/1', { ...fast, hostIntervalMs: 150 }),
      fetchJson('https://a.example/2', { ...fast, hostIntervalMs: 150 }),
      fetchJson('https://b.example/1', { ...fast, hostIntervalMs: 150 }),
    ])
    const ofA = times.filter(([host]) => host === 'a.example').map(([, t]) => t - start)
    expect(ofA[1]! - ofA[0]!).toBeGreaterThanOrEqual(140)
    expect(times.find(([host]) => host === 'b.example')![1] - start).toBeLessThan(100)
  })

  it('sends the validators of the last answer and reads a 304 as not modified', async () => {
    const fetchMock = answers(new Response('[1]', { headers: { ETag: '"v1"', 'Last-Modified': 'Sat, 28 Nov 2026 10:00:00 GMT' } }), new Response(null, { status: 304 }))
    const first = await fetchJsonIfChanged(URL_, null, fast)
    expect(first).toEqual({ notModified: false, body: [1], validators: { etag: '"v1"', lastModified: 'Sat, 28 Nov 2026 10:00:00 GMT' } })
    const second = await fetchJsonIfChanged(URL_, first.validators, fast)
    expect(second).toEqual({ notModified: true, validators: first.validators })
    expect((fetchMock.mock.calls[1]![1] as RequestInit).headers).toMatchObject({ 'If-None-Match': '"v1"', 'If-Modified-Since': 'Sat, 28 Nov 2026 10:00:00 GMT' })
  })

  it('names the site and its contact address in the User-Agent', () => {
    expect(userAgent()).toMatch(/^NomadJobsBot\/1\.0 \(\+\S+; .*contact: \S+@\S+\)$/)
  })
})
