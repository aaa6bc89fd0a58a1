import type { IncomingMessage, ServerResponse } from 'node:http'
import { Duplex } from 'node:stream'
import compression from 'compression'
import vary from 'vary'
import { isApiPath, type Middleware } from './middlewareStep'

/** Below this many bytes an answer is sent as it is: compressing it would save nothing worth the CPU. */
const THRESHOLD_BYTES = 1024

/** The default filter's verdict per Content-Type, which is all it reads: the same few types come back on every answer. */
const verdictOfType = new Map<string, boolean>()
const MAX_REMEMBERED_TYPES = 200

/**
 * Next's route handlers append their headers, so Content-Type arrives as a one-element array, which the
 * default filter does not recognise: flatten it first.
 */
function compressible(request: IncomingMessage, response: ServerResponse): boolean {
  let type = response.getHeader('Content-Type')
  if (Array.isArray(type)) response.setHeader('Content-Type', (type = type.join(', ')))
  if (typeof type !== 'string') return compression.filter(request as never, response as never)
  let verdict = verdictOfType.get(type)
  if (verdict === undefined) {
    verdict = compression.filter(request as never, response as never)
    if (verdictOfType.size < MAX_REMEMBERED_TYPES) verdictOfType.set(type, verdict)
  }
  return verdict
}

const compress = compression({ threshold: THRESHOLD_BYTES, filter: compressible as never })
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

function wrap(request: IncomingMessage, response: ServerResponse) {
  compress(request as never, response as never, noop)
  releaseOnDisconnect(response)
}

/**
 * Compresses answers the client accepts compressed (brotli or gzip): rendered pages, static files, Next's
 * answers included. It wraps the response and lets the request go on. The /api's answers are compressed by
 * `compressApiAnswer`, once their size is known.
 */
export const compressResponses: Middleware = ({ request, response, path }) => {
  if (!isApiPath(path)) wrap(request, response)
  return false
}

/** `Cache-Control: no-transform` forbids changing the encoding (the library's own test, RFC 9111 5.2.2.6). */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i

/**
 * Compression for an /api answer about to be written, whose length in bytes is known (or undefined for a
 * stream). Wrapping a response costs a few µs (a third of a trivial call), so an answer below the threshold,
 * which the library would leave as it is, gets only what the library would have added: `Vary: Accept-Encoding`
 * when its type is compressible and nothing forbids transforming it. Every other answer goes through the
 * library, negotiation included, exactly as the pages do. True when the library took the answer.
 */
export function compressApiAnswer(request: IncomingMessage, response: ServerResponse, byteLength: number | undefined): boolean {
  if (byteLength === undefined || byteLength >= THRESHOLD_BYTES) {
    wrap(request, response)
    return true
  }
  if (!compressible(request, response) || NO_TRANSFORM.test(String(response.getHeader('Cache-Control') ?? ''))) return false
  if (response.hasHeader('Vary')) vary(response, 'Accept-Encoding')
  else response.setHeader('Vary', 'Accept-Encoding')
  return false
}
