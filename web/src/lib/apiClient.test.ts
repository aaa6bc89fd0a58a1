// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@web/test/stubFetch'
import { ApiError, apiFormRequest, apiRequest, getOrNullOn401 } from './apiClient'

const mockFetch = (status: number, body: string, statusText = '') => stubFetch(() => new Response(status === 204 ? null : body, { status, statusText }))

afterEach(() => vi.restoreAllMocks())

describe('apiRequest', () => {
  it('sends cookies and JSON, and parses the JSON answer', async () => {
    const fetchMock = mockFetch(200, '{"ok":true}')
    await expect(apiRequest('POST', '/api/x', { a: 1 }, { 'X-Extra': 'y' })).resolves.toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/x')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-Extra': 'y' })
    expect(init.body).toBe('{"a":1}')
  })

  it('sends FormData as multipart, leaving its Content-Type to the browser', async () => {
    const fetchMock = mockFetch(200, '{"ok":true}')
    const form = new FormData()
    form.append('token', 't')
    await expect(apiFormRequest('POST', '/api/upload', form)).resolves.toEqual({ ok: true })
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(init.body).toBe(form)
    expect(init.headers).toEqual({})
    expect(init.credentials).toBe('include')
  })

  it('gives null for 204', async () => {
    mockFetch(204, '')
    await expect(apiRequest('POST', '/api/x')).resolves.toBeNull()
  })

  it('raises an error holding the status and the body text, logged as "API request error"', async () => {
    mockFetch(409, 'already there')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(409)
    expect(String(error)).toBe('409: already there')
    expect(log).toHaveBeenCalledWith('API request error', error)
  })

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('Service Unavailable')
  })
})

describe('getOrNullOn401', () => {
  it('yields null on 401 without logging, and rethrows other errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchMock = mockFetch(401, 'no')
    await expect(getOrNullOn401('/api/auth/session')).resolves.toBeNull()
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/session')
    expect(log).not.toHaveBeenCalled()
    mockFetch(500, 'boom')
    await expect(getOrNullOn401('/api/auth/session')).rejects.toThrow('boom')
  })
})
