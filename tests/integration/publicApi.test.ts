import { describe, expect, it, vi } from 'vitest'
import { answerApi } from '@cms/api/answerApi'
import { CLIENT_ADDRESS_HEADER } from '@cms/lib/clientIp'
import { createSsrTransport } from '@cms/server/ssrTransport'
import { apiRequest } from './helpers'

vi.hoisted(() => {
  // A small public quota, so the test reaches it quickly (setupEnv turns it off for the other files).
  process.env.PUBLIC_RATE_LIMIT_PER_MINUTE = '3'
})

const from = (client: string, path = '/api/categories', init: RequestInit = {}) =>
  answerApi(apiRequest(path, { ...init, headers: { [CLIENT_ADDRESS_HEADER]: client, Origin: 'https://other.example' } }))

describe('read-only public calls as a public API', () => {
  it('answer any origin, and a preflight names what other sites may send', async () => {
    const answer = await from('198.51.100.1')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await from('198.51.100.1', '/api/jobs/some-job', { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS')
    // Calls about a session stay same-origin.
    expect((await from('198.51.100.1', '/api/auth/session')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('are limited per client by a token bucket stated in RateLimit headers, an IPv6 /64 counting as one client', async () => {
    const first = await from('2001:db8:5:6::1')
    expect(first.headers.get('ratelimit-policy')).toBe('"public";q=3;w=60')
    expect(first.headers.get('ratelimit')).toBe('"public";r=2;t=20')
    expect((await from('2001:db8:5:6::2', '/api/jobs?limit=1')).status).toBe(200)
    expect((await from('2001:db8:5:6:ffff::3', '/api/locations')).status).toBe(200)
    const refused = await from('2001:db8:5:6::4')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('20')
    expect((await refused.json()).message).toMatch(/Too many requests/)
    // Another /64, and calls that are not public reads, are not counted against it.
    expect((await from('2001:db8:5:7::1')).status).toBe(200)
    expect((await from('2001:db8:5:6::4', '/api/auth/session')).status).toBe(401)
  })

  it("does not count the server renderer's in-process calls", async () => {
    const transport = createSsrTransport('http://localhost:3000')
    for (let i = 0; i < 5; i++) {
      const answer = await transport('/api/categories', { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.77' } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('ratelimit')).toBeNull()
    }
  })
})
