import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRequestHandler } from '@cms/server/siteServer'
import { REQUEST_TIME_BUDGET_MS } from '@cms/server/requestBudget'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { TEST_ORIGIN } from '../integration/helpers'
import { uniqueEmail } from './calls'


vi.hoisted(() => {
  // A short time budget, so the test of it is quick.
  process.env.REQUEST_TIME_BUDGET_MS = '2000'
})

/** Stands in for Next (everything that is not /api): a plain 200, except a path that never answers. */
async function fallback(request: http.IncomingMessage, response: http.ServerResponse) {
  for await (const chunk of request) void chunk
  if ((request.url ?? '/').startsWith('/cms/api/slow')) return // never answers: the time budget must
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end('{"ok":true}')
}

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer(createRequestHandler({ trustedProxyHops: 0, fallback }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, redirect: 'manual', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers } })

describe('client address from the socket (item 8)', () => {
  it('a forged X-Forwarded-For (or x-nomad-client) does not buy more check-email calls than the limit of 30', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 35; i++) {
      const forged = { 'x-forwarded-for': `198.51.100.${i}`, 'x-nomad-client': `203.0.113.${i}` }
      statuses.push((await post('/api/auth/check-email', JSON.stringify({ email: uniqueEmail('xff') }), forged)).status)
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(30)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('security headers on every response (items 10 and 15)', () => {
  // The file's first visit to /cms renders Payload's admin for the first time: on a busy machine, longer than 30 s.
  it('CSP with frame-ancestors, X-Frame-Options, nosniff and Referrer-Policy', { timeout: 120_000 }, async () => {
    for (const path of ['/', '/cms', '/api/jobs', '/cms/api/posts', '/api/docs', '/assets/app.js']) {
      const response = await fetch(`${base}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      if (path.startsWith('/api/jobs') || path.startsWith('/cms/api/')) {
        // A JSON answer loads nothing and shows nothing: the tightest policy, without the pages' hosts.
        expect(csp, path).toBe("default-src 'none'; frame-ancestors 'none'")
      } else {
        expect(csp, path).toContain("default-src 'self'")
        expect(csp, path).toContain('https://js.stripe.com')
        expect(csp, path).toContain("object-src 'none'")
      }
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('what only a shown document obeys (Permissions-Policy, COOP) is sent with pages, not with JSON answers', async () => {
    for (const path of ['/', '/cms', '/api/docs']) {
      const response = await fetch(`${base}${path}`)
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups')
    }
    for (const path of ['/api/jobs', '/api/live', '/cms/api/posts']) {
      const response = await fetch(`${base}${path}`)
      expect(response.headers.get('permissions-policy'), path).toBeNull()
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull()
    }
  })

  it('session answers are never cached', async () => {
    expect((await fetch(`${base}/api/auth/session`)).headers.get('cache-control')).toBe('private, no-store')
    expect((await fetch(`${base}/cms/api/users/me`)).headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers to a request with a session or a token, and personal calls, are private and never stored', async () => {
    const session = { cookie: 'payload-token=x' }
    for (const [path, headers] of [
      ['/api/alerts', session],
      ['/api/search?q=react', session],
      ['/cms/api/orders', session],
      ['/cms/api/orders', { authorization: 'JWT x' }],
      ['/api/alerts/manage?token=x', {}],
      ['/api/admin/api-config', {}],
    ] as const) {
      expect((await fetch(`${base}${path}`, { headers })).headers.get('cache-control'), path).toBe('private, no-store')
    }
    expect((await fetch(`${base}/api/search?q=react`)).headers.get('cache-control')).toBeNull()
  })
})

describe('login CSRF: JSON only, no foreign Origin (item 11)', () => {
  const credentials = () => ({ email: uniqueEmail('csrf'), password: 'Some-Password-12' })

  it.each([
    ['text/plain', (c: { email: string; password: string }) => JSON.stringify(c)],
    ['application/x-www-form-urlencoded', (c: { email: string; password: string }) => new URLSearchParams(c).toString()],
    ['multipart/form-data; boundary=x', (c: { email: string; password: string }) => `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${c.email}\r\n--x--`],
  ])('a %s POST to login or register is refused with 415', async (type, encode) => {
    for (const path of ['/api/auth/login', '/api/auth/register']) {
      const response = await post(path, encode(credentials()), { 'content-type': type })
      expect(response.status, path).toBe(415)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('a JSON POST from a foreign Origin is refused with 403, also to Payload REST', async () => {
    for (const path of ['/api/auth/login', '/api/auth/register', '/cms/api/users/login']) {
      const response = await post(path, JSON.stringify(credentials()), { origin: 'https://evil.example' })
      expect(response.status, path).toBe(403)
      expect((await response.json()).message).toMatch(/Cross-site/)
    }
    expect((await post('/api/auth/login', JSON.stringify(credentials()), { origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  it('our own pages still work: JSON from our origin, the form-post checkout, one-click unsubscribe and the Stripe webhook', async () => {
    expect((await post('/api/auth/login', JSON.stringify(credentials()))).status).toBe(401)
    // Each reaches its handler, which answers for itself (a redirect back to the page, a bad token, no signature).
    expect((await post('/api/public-checkout/create-session', 'email=a%40b.example', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(303)
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' }
    expect((await post('/api/newsletter/unsubscribe?token=x', 'List-Unsubscribe=One-Click', oneClick)).status).toBe(400)
    expect((await post('/api/alerts/unsubscribe?token=x', 'List-Unsubscribe=One-Click', oneClick)).status).toBe(400)
    expect([400, 503]).toContain((await post('/api/stripe/webhook', '{}', { origin: '' })).status)
  })
})

describe('page addresses that are not valid percent-encoding answer 400, not 500', () => {
  it.each(['/%FF/x', '/%', '/%80', '/jobs%', '/keywords/%E0%A4%A', '/assets/%FF'])('%s', async (path) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/not allowed/)
  })
})

describe('a request target that is not a path answers 400, not 500', () => {
  /** fetch cannot send `OPTIONS *` (asterisk form) or an absolute-form target: the request line goes out as written. */
  const rawStatus = (requestLine: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk))
      socket.on('end', () => resolve(answer.split('\r\n')[0]!))
      socket.on('error', reject)
    })

  it.each(['OPTIONS * HTTP/1.1', 'GET * HTTP/1.1', 'GET jobs HTTP/1.1'])('%s', async (requestLine) => {
    expect(await rawStatus(requestLine)).toBe('HTTP/1.1 400 Bad Request')
  })
})

describe('bad characters in API addresses answer 400 (item 13)', () => {
  it.each(['/api/blog/post/%00', '/api/brand/%ff', '/api/jobs/%C0%AE', '/api/search?q=%00', '/api/jobs?q=%ff', '/cms/api/jobs?where[title][equals]=%00', '/cms/api/jobs/%ff'])('%s', async (path) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/not allowed/)
  })
})

describe('methods the site does not know answer 405, not 500', () => {
  /** fetch refuses to send TRACE, so the request goes out through node:http. */
  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }))
      })
      request.on('error', reject)
      request.end()
    })

  it.each([['TRACE', '/api/search'], ['TRACE', '/cms/api/jobs'], ['LOCK', '/'], ['PROPFIND', '/api/jobs']])('%s %s', async (method, path) => {
    const { status, allow, body } = await send(method, path)
    expect(status).toBe(405)
    expect(allow).toContain('GET')
    expect(JSON.parse(body).message).toBe(API_ERRORS.unknownMethod)
  })
})

describe('request budget (item 2)', () => {
  it('refuses a declared body above 1 MB before reading it, Payload REST included', async () => {
    for (const path of ['/api/auth/login', '/cms/api/users/login', '/cms/api/posts']) {
      expect((await post(path, 'x'.repeat(1024 * 1024 + 1))).status, path).toBe(413)
    }
  })

  it('answers 503 when a request is not answered within the time budget', async () => {
    expect(REQUEST_TIME_BUDGET_MS).toBeLessThanOrEqual(2_000)
    const response = await fetch(`${base}/cms/api/slow`)
    expect(response.status).toBe(503)
  })
})

describe('/api answers pass every step of the server (the floor route included)', () => {
  it('a tiny answer carries the security headers, CORS, its length and Vary, and is not compressed', async () => {
    const response = await fetch(`${base}/api/live`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('content-length')).toBe('17')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.json()).toEqual({ status: 'live' })
  })

  it.each(['br', 'gzip'])('an answer above 1 KB is compressed with %s when the client accepts it, and HEAD gets its length', async (encoding) => {
    const plain = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'identity' } })
    const text = await plain.text()
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))

    const compressed = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': encoding } })
    expect(compressed.headers.get('content-encoding')).toBe(encoding)
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding')
    expect(compressed.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(await compressed.text()).toBe(text)

    const head = await fetch(`${base}/api/openapi.json`, { method: 'HEAD', headers: { 'accept-encoding': encoding } })
    expect(head.headers.get('content-encoding')).toBeNull()
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('an answer without a body and an error answer are written whole, with the same headers as before', async () => {
    const preflight = await fetch(`${base}/api/live`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('allow')).toContain('GET')
    expect(preflight.headers.get('vary')).toBeNull()
    const missing = await fetch(`${base}/api/no-such-call`, { headers: { 'accept-encoding': 'gzip' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('vary')).toBe('Accept-Encoding')
    expect((await missing.json()).message).toBe('No API endpoint at GET /api/no-such-call')
  })
})
