import type { IncomingMessage } from 'node:http'
import zlib from 'node:zlib'
import Negotiator from 'negotiator'
import type { CachedPage } from './htmlCache'

type Encoding = 'br' | 'gzip'
/** Brotli first, as the compression step prefers it. */
const ENCODINGS: Encoding[] = ['br', 'gzip']
/** Below this a page goes out as it is (the compression step's own threshold). */
const THRESHOLD_BYTES = 1024
/** Made once per cached page, so a little more effort than the compression step's per-request quality 4. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }

/** The encoded copies of a cached page, made on first need and gone with the page. */
const copies = new WeakMap<CachedPage, Partial<Record<Encoding, Buffer>>>()

/** negotiator 0.6.4 takes our preference for equally weighted encodings; its types (0.6.5) predate that argument. */
type PreferringNegotiator = Negotiator & { encoding(available: string[], preferred: string[]): string | undefined }

/** The encoding the client takes for this page body, or null (too small, HEAD, or nothing acceptable). */
export function pageEncoding(request: IncomingMessage, body: string): Encoding | null {
  if (request.method === 'HEAD' || body.length < THRESHOLD_BYTES || !request.headers['accept-encoding']) return null
  const chosen = (new Negotiator(request) as PreferringNegotiator).encoding([...ENCODINGS, 'identity'], ENCODINGS)
  return chosen === 'br' || chosen === 'gzip' ? chosen : null
}

/**
 * A cached page's body in `encoding`, compressed once and kept beside it: a page the cache answers a thousand times
 * is compressed once instead of a thousand times (the compression step would do it per request).
 */
export function encodedBody(page: CachedPage, encoding: Encoding): Buffer {
  let pageCopies = copies.get(page)
  if (!pageCopies) copies.set(page, (pageCopies = {}))
  return (pageCopies[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(page.body, BROTLI) : zlib.gzipSync(page.body))
}
