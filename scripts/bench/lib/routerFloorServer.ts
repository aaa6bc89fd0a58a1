/**
 * The server `npm run bench:router` measures (started in its own process, PORT from the environment):
 * - `/api/ready`: the readiness step, which answers before the policy steps (today's floor row);
 * - `/api/live`: the declarations' trivial route, after every step of our own chain (headers, address check,
 *   policy: body rules, budget; compression);
 * - `/hono/floor`: the same trivial answer from a hono app behind `@hono/node-server`, with hono's own middleware
 *   for the same steps (request id, security headers, body limit, timeout, compression) plus ours where hono has
 *   no equivalent (the JSON-only and cross-site rule, the address check, the log line).
 */
import http from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { timeout } from 'hono/timeout'
import { HTTPException } from 'hono/http-exception'
import { logger } from '@cms/lib/logger'
import { settingsAreFinal } from '@cms/lib/settings'
import { MAX_BODY_BYTES } from '@cms/contract/limits'
import { contentSecurityPolicy } from '@cms/server/contentSecurityPolicy'
import { createRequestHandler } from '@cms/server/siteServer'
import { REQUEST_TIME_BUDGET_MS } from '@cms/server/requestBudget'

/** Stands in for Next, which the measured paths never reach. */
function notMeasured(_request: http.IncomingMessage, response: http.ServerResponse) {
  response.writeHead(404)
  response.end()
}

/** Worked out once, as securityHeaders.ts does. */
const CSP = contentSecurityPolicy()
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const hono = new Hono()
  .use(requestId())
  .use(async (c, next) => {
    const started = process.hrtime.bigint()
    await next()
    logger.info({ msg: 'request', requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000 })
  })
  .use(secureHeaders({ contentSecurityPolicy: {}, xFrameOptions: 'DENY', referrerPolicy: 'strict-origin-when-cross-origin' }))
  .use(async (c, next) => {
    c.header('Content-Security-Policy', CSP)
    await next()
  })
  .use(timeout(REQUEST_TIME_BUDGET_MS, () => new HTTPException(503, { message: 'The server took too long to answer. Please try again.' })))
  .use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: 'Request body is too large.' }, 413) }))
  .use(async (c, next) => {
    for (const part of c.req.path.split('/')) decodeURIComponent(part)
    if (STATE_CHANGING.has(c.req.method) && c.req.header('origin') && c.req.header('origin') !== 'http://localhost') return c.json({ message: 'Cross-site requests are not accepted.' }, 403)
    await next()
  })
  .use(compress())
  .get('/hono/floor', (c) => c.json({ status: 'live' }))
// Not the adaptor's default of replacing the global Request and Response: the chain beside it must measure what the real
// server runs (which never replaces them: Next and Payload share the process).
const honoListener = getRequestListener(hono.fetch, { overrideGlobalObjects: false })

// As the real server does at start (cms/server/main.ts).
settingsAreFinal()
const chain = createRequestHandler({ trustedProxyHops: 0, fallback: notMeasured })
const server = http.createServer((request, response) => (request.url?.startsWith('/hono/') ? honoListener(request, response) : chain(request, response)))
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))
