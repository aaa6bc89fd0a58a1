import type { IncomingMessage, ServerResponse } from 'node:http'
import compression from 'compression'

const compress = compression({ threshold: 1024 })

/**
 * Compresses every answer the client accepts compressed (brotli or gzip): rendered pages, API JSON and
 * Next's own answers. It wraps the response and lets the request go on.
 */
export function compressResponses(request: IncomingMessage, response: ServerResponse): boolean {
  compress(request as never, response as never, () => {})
  return false
}
