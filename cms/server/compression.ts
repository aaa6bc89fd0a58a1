import type { IncomingMessage, ServerResponse } from 'node:http'
import { Duplex } from 'node:stream'
import compression from 'compression'

const compress = compression({ threshold: 1024 })
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
 * Compresses answers the client accepts compressed (brotli or gzip): rendered pages, static files and what
 * the lean router answers. It wraps the response and lets the request go on.
 */
export function compressResponses(request: IncomingMessage, response: ServerResponse): boolean {
  compress(request as never, response as never, noop)
  releaseOnDisconnect(response)
  return false
}
