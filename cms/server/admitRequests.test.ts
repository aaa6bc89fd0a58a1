import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { metrics } from '../lib/metrics'
import { createAdmission } from './admission'
import { admitRequests, isTimed } from './admitRequests'
import { exchangeOf } from './middlewareStep'

/**
 * One request admitted at a time; an admitted one is held until `finish(path)`, which waits for it to arrive. Held
 * answers are kept by path, so finishing one never ends another that reached the server first.
 */
const admission = createAdmission({ maxInFlight: 1, maxEventLoopDelayMs: 0, targetLatencyMs: 0 })
const step = admitRequests(admission, 3)
const held = new Map<string, () => void>()
const finish = async (path: string) => {
  await expect.poll(() => held.has(path)).toBe(true)
  held.get(path)!()
  held.delete(path)
}

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    // As the server does for a write behind replicas: the read-after-write cookie is set before the steps run.
    if (request.method === 'POST') response.appendHeader('Set-Cookie', 'nj_fresh=1; Path=/')
    if ((await step(exchangeOf(request, response))) === true) return
    held.set(request.url!, () => response.end('done'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const shed = async (kind: string) => (await metrics.shed.get()).values.find((v) => v.labels.kind === kind && v.labels.reason === 'in_flight')?.value ?? 0

describe('admitRequests', () => {
  it('refuses the excess after a short wait for a place: JSON in the /api error shape for /api, a small page for people, Retry-After, counted per kind', async () => {
    const first = fetch(`${base}/jobs/held`)
    await expect.poll(() => held.has('/jobs/held')).toBe(true)
    const [apiBefore, pageBefore] = [await shed('api'), await shed('page')]

    const api = await fetch(`${base}/api/job-posts`, { method: 'POST', body: '{}' })
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('3')
    expect(api.headers.get('set-cookie')).toBeNull()
    expect(await api.json()).toEqual({ error: API_ERRORS.busy, message: API_ERRORS.busy, success: false })

    const page = await fetch(`${base}/search?q=go`)
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain(API_ERRORS.busy)

    expect(await shed('api')).toBe(apiBefore + 1)
    expect(await shed('page')).toBe(pageBefore + 1)

    // Static files are never refused, nor wait for a place: this one is answered while the first request holds it.
    const asset = fetch(`${base}/_next/static/chunk.js`)
    await finish('/_next/static/chunk.js')
    expect((await asset).status).toBe(200)

    await finish('/jobs/held')
    expect(await (await first).text()).toBe('done')
    // The held request has left the count: the next is admitted.
    const next = fetch(`${base}/jobs/next`)
    await finish('/jobs/next')
    expect((await next).status).toBe(200)
  })

  it('times reads only for the adaptive limit: a write may wait for a sign-in turn or a hash on purpose', () => {
    expect(['GET', 'HEAD'].map(isTimed)).toEqual([true, true])
    expect(['POST', 'PUT', 'PATCH', 'DELETE', undefined].map(isTimed)).toEqual([false, false, false, false, false])
  })
})
