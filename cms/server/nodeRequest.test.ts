import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeRequest } from './nodeRequest'

/** Runs `inspect` on the nodeRequest of one real HTTP request and answers what it returns, as JSON. */
let inspect: (request: Request) => Promise<unknown> = async () => null
let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer((incoming, outgoing) => {
    void inspect(nodeRequest(incoming, `https://jobs.example${incoming.url}`)).then(
      (result) => outgoing.end(JSON.stringify(result)),
      (error: Error) => outgoing.end(JSON.stringify({ error: error.message })),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const call = async (inspector: (request: Request) => Promise<unknown> | unknown, path: string, init?: RequestInit) => {
  inspect = async (request) => inspector(request)
  return (await fetch(`${base}${path}`, init)).json()
}

describe('nodeRequest', () => {
  it('is a Request at our public origin, with the method and headers Node parsed', async () => {
    const seen = await call(
      (request) => ({
        isRequest: request instanceof Request,
        url: request.url,
        method: request.method,
        cookie: request.headers.get('Cookie'),
        custom: request.headers.get('x-custom'),
        missing: request.headers.get('x-missing'),
        has: [request.headers.has('x-custom'), request.headers.has('x-missing')],
        names: [...request.headers.keys()].filter((name) => name.startsWith('x-')),
        signal: request.signal instanceof AbortSignal,
      }),
      '/api/search?q=a',
      { headers: { cookie: 'a=1', 'x-custom': ' spaced ' } },
    )
    expect(seen).toEqual({ isRequest: true, url: 'https://jobs.example/api/search?q=a', method: 'GET', cookie: 'a=1', custom: 'spaced', missing: null, has: [true, false], names: ['x-custom'], signal: true })
  })

  it('reports its address as a Request would (dot segments resolved, characters escaped)', async () => {
    inspect = async (request) => request.url
    // Sent as written: fetch would resolve the address itself.
    const raw = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http.get(`${base}/`, { path }, (answer) => {
          let body = ''
          answer.on('data', (chunk: Buffer) => (body += chunk)).on('end', () => resolve(JSON.parse(body) as string))
        }).on('error', reject)
      })
    for (const path of ['/api/live', '/api/x/../live?', '/api/./search?q="a"', '/api/%2e%2E/jobs', "/api/search?q=it's", '/api/jobs?']) {
      expect(await raw(path), path).toBe(new Request(`https://jobs.example${path}`).url)
    }
  })

  it('reads a body the first time the handler asks, and copies as a Request', async () => {
    const body = JSON.stringify({ email: 'a@b.example' })
    const seen = await call(async (request) => {
      const copy = new Request(request.url, { method: request.method, headers: request.headers, body: await request.text() })
      return { type: copy.headers.get('content-type'), json: await copy.json(), used: request.bodyUsed }
    }, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(seen).toEqual({ type: 'application/json', json: { email: 'a@b.example' }, used: true })
  })

  it('reads form bodies and keeps headers set by the handler', async () => {
    const seen = await call(async (request) => {
      request.headers.set('x-added', 'yes')
      return { email: (await request.formData()).get('email'), added: request.headers.get('x-added') }
    }, '/api/public-checkout/create-session', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.example' })
    expect(seen).toEqual({ email: 'a@b.example', added: 'yes' })
  })
})
