import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createRequestHandler } from '@cms/server/siteServer'

/**
 * A call the entry answers at once must be written in the turn its request arrived: a step that returns a promise
 * when it has nothing to do (an `async` step) delays every later request by a turn, and made a trivial call cost
 * about a tenth more (bench:router).
 */
const endedInTurn: boolean[] = []
let server: http.Server
let base: string

beforeAll(async () => {
  const chain = createRequestHandler({ trustedProxyHops: 0, fallback: (_request, response) => void response.writeHead(404).end() })
  server = http.createServer((request, response) => {
    void chain(request, response)
    endedInTurn.push(response.writableEnded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

it('answers /api/live and an unknown /api path before the request event returns', async () => {
  expect((await fetch(`${base}/api/live`)).status).toBe(200)
  expect((await fetch(`${base}/api/no-such-call`)).status).toBe(404)
  expect(endedInTurn).toEqual([true, true])
})
