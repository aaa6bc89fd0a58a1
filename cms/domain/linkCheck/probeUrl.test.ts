import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ResolvedAddress } from './guardedLookup'
import { HostGate } from './hostGate'
import { MAX_REDIRECTS, probeUrl } from './probeUrl'

/** One loopback server plays every host: it answers by Host header and path, and records what it was asked. */
const seen: Array<{ method: string; host: string; path: string }> = []
let port = 0
const server = http.createServer((request, response) => {
  const host = (request.headers.host ?? '').split(':')[0]!
  const path = request.url ?? '/'
  seen.push({ method: request.method ?? '', host, path })
  if (path === '/ok') return response.writeHead(200).end('ok')
  if (path === '/gone') return response.writeHead(410).end()
  if (path === '/head-refused') return response.writeHead(request.method === 'HEAD' ? 405 : 200).end()
  if (path.startsWith('/hop/')) {
    const left = Number(path.slice(5))
    return response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/ok' }).end()
  }
  if (path === '/to-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
  if (path === '/to-internal-name') return response.writeHead(302, { location: `http://internal.test:${port}/ok` }).end()
  if (path === '/to-self') return response.writeHead(302, { location: `http://${host}:${port}/ok` }).end()
  response.writeHead(404).end()
})

/** The test's DNS: public.test is the server; internal.test a private address; flip.test flips on its second lookup. */
let flipLookups = 0
async function resolve(hostname: string): Promise<ResolvedAddress[]> {
  if (hostname === 'public.test') return [{ address: '127.0.0.1', family: 4 }]
  if (hostname === 'internal.test') return [{ address: '127.0.0.2', family: 4 }]
  if (hostname === 'flip.test') return [{ address: (flipLookups += 1) === 1 ? '127.0.0.1' : '10.0.0.7', family: 4 }]
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
}

// Only the server's own address counts as "public" here, so everything else a redirect points to is private.
const options = () => ({
  gate: new HostGate(0),
  resolve,
  isAllowedAddress: (address: string) => address === '127.0.0.1',
  timeoutMs: 2_000,
  userAgent: 'NomadJobsLinkChecker/1.0 (+http://localhost)',
})
const at = (host: string, path: string) => `http://${host}:${port}${path}`

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))
beforeEach(() => {
  seen.length = 0
  flipLookups = 0
})

describe('probeUrl', () => {
  it('answers with the status of the last hop, asking with HEAD and a user agent that names us', async () => {
    expect(await probeUrl(at('public.test', '/ok'), options())).toMatchObject({ kind: 'answered', status: 200 })
    expect(seen).toEqual([{ method: 'HEAD', host: 'public.test', path: '/ok' }])
    expect(await probeUrl(at('public.test', '/gone'), options())).toMatchObject({ status: 410 })
  })

  it('asks again with GET when HEAD is refused', async () => {
    expect(await probeUrl(at('public.test', '/head-refused'), options())).toMatchObject({ status: 200 })
    expect(seen.map((entry) => entry.method)).toEqual(['HEAD', 'GET'])
  })

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    expect(await probeUrl(at('public.test', `/hop/${MAX_REDIRECTS - 1}`), options())).toMatchObject({ kind: 'answered', status: 200, finalUrl: at('public.test', '/ok') })
    expect(await probeUrl(at('public.test', `/hop/${MAX_REDIRECTS}`), options())).toMatchObject({ kind: 'too-many-redirects' })
  })

  it('never connects to loopback or private literals', async () => {
    const guarded = { ...options(), isAllowedAddress: () => false }
    expect(await probeUrl(at('127.0.0.1', '/ok'), guarded)).toEqual({ kind: 'blocked-address', address: '127.0.0.1' })
    expect(await probeUrl('http://[::1]/ok', guarded)).toEqual({ kind: 'blocked-address', address: '::1' })
    expect(seen).toEqual([])
  })

  it('never connects to a name that resolves to a private address', async () => {
    expect(await probeUrl(at('internal.test', '/ok'), options())).toEqual({ kind: 'blocked-address', address: '127.0.0.2' })
    expect(seen).toEqual([])
  })

  it('checks every redirect hop again: into a metadata address, into a private name, and a name that re-resolves (DNS rebinding)', async () => {
    expect(await probeUrl(at('public.test', '/to-metadata'), options())).toEqual({ kind: 'blocked-address', address: '169.254.169.254' })
    expect(await probeUrl(at('public.test', '/to-internal-name'), options())).toEqual({ kind: 'blocked-address', address: '127.0.0.2' })
    expect(await probeUrl(at('flip.test', '/to-self'), options())).toEqual({ kind: 'blocked-address', address: '10.0.0.7' })
    expect(seen.map((entry) => entry.path)).toEqual(['/to-metadata', '/to-internal-name', '/to-self'])
  })

  it('reports a missing host name as ENOTFOUND', async () => {
    expect(await probeUrl(at('nowhere.test', '/ok'), options())).toEqual({ kind: 'network-error', code: 'ENOTFOUND' })
  })

  it('keeps to one request per interval per host', async () => {
    const gate = new HostGate(150)
    const started = Date.now()
    await Promise.all([1, 2, 3].map(() => probeUrl(at('public.test', '/ok'), { ...options(), gate })))
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })
})
