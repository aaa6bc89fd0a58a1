import type { IncomingMessage, ServerResponse } from 'node:http'
import { Duplex } from 'node:stream'
import compression from 'compression'
import type { Middleware } from './middlewareStep'

/**
 * Next's route handlers append their headers, so Content-Type arrives as a one-element array, which the
 * default filter does not recognise: flatten it first.
 */
function compressible(request: IncomingMessage, response: ServerResponse): boolean {
  const type = response.getHeader('Content-Type')
  if (Array.isArray(type)) response.setHeader('Content-Type', type.join(', '))
  return compression.filter(request as never, response as never)
}

const compress = compression({ threshold: 1024, filter: compressible as never })
const noop = () => {}

/** When a client leaves mid-answer the compressor never ends its zlib stream: destroy it (as Next does for its own). */
function releaseOnDisconnect(response: ServerResponse) {
  response.once('close', () => {
    if (response.writableFinished) return
    const stream = response.on('drain', noop)
    response.off('drain', noop)
    if (stream !== response && stream instanceof Duplex) stream.destroy()
  })
}

/**
 * Compresses answers the client accepts compressed (brotli or gzip): rendered pages, API JSON, static files,
 * Next's answers included. It wraps the response and lets the request go on.
 */
export const compressResponses: Middleware = ({ request, response }) => {
  compress(request as never, response as never, noop)
  releaseOnDisconnect(response)
  return false
}
