import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createRequestHandler } from '@cms/server/siteServer'

vi.hoisted(() => {
  process.env.METRICS_TOKEN = 'scrape-me'
})

/** Stands in for Next: a plain 404 for every path the server's own steps do not answer. */
function fallback(_request: http.IncomingMessage, response: http.ServerResponse) {
  response.writeHead(404)
  response.end()
}

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer(createRequestHandler({ trustedProxyHops: 0, fallback }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const scrape = async () => (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape-me' } })).text()

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((label) => l.includes(label)))
  return line ? Number(line.split(' ').at(-1)) : 0
}

it('keeps /metrics from anyone without the token', async () => {
  expect((await fetch(`${base}/metrics`)).status).toBe(401)
  expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401)
})

it('counts and times requests per route, counts cache lookups, and reports the pools and the process after traffic', async () => {
  const before = await scrape()
  for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/search?q=engineer`)).status).toBe(200)
  expect((await fetch(`${base}/api/jobs/no-such-job-anywhere`)).status).toBe(404)
  const after = await scrape()

  const searches = (text: string) => sample(text, 'nomad_http_requests_total', 'route="GET /api/search",status="2xx"')
  expect(searches(after) - searches(before)).toBe(3)
  expect(sample(after, 'nomad_http_requests_total', 'route="GET /api/jobs/:slug",status="4xx"')).toBeGreaterThanOrEqual(1)
  const timed = (text: string) => sample(text, 'nomad_http_request_duration_seconds_count', 'route="GET /api/search"')
  expect(timed(after) - timed(before)).toBe(3)
  const lookups = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('nomad_cache_lookups_total{'))
      .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0)
  expect(lookups(after)).toBeGreaterThan(lookups(before))
  expect(sample(after, 'nomad_cache_lookups_total', 'result="hit"')).toBeGreaterThan(0)
  expect(after).toMatch(/^process_resident_memory_bytes \d+/m)
  expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m)
})
