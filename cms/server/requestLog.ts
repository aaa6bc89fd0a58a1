import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { logger } from '../lib/logger'
import type { Middleware } from './middlewareStep'

/** A request id from the load balancer when it sends a sane one, else a new one. */
function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID()
}

/**
 * Middleware: gives every request an id (echoed as `X-Request-Id`) and writes one log line when its
 * response ends: request id, method, path (without the query, which can carry e-mail addresses and
 * tokens), status and duration. Never answers the request itself.
 */
export const logRequests: Middleware = ({ request, response, path }) => {
  const started = process.hrtime.bigint()
  const requestId = requestIdOf(request)
  request.headers['x-request-id'] = requestId
  response.setHeader('X-Request-Id', requestId)
  response.once('close', () => {
    logger.info({
      msg: 'request',
      requestId,
      method: request.method,
      path,
      status: response.statusCode,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      ...(response.writableFinished ? {} : { aborted: true }),
    })
  })
  return false
}
