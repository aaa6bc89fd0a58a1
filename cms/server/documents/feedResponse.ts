import crypto from 'node:crypto'
import { FEED_FORMATS, type FeedFormat } from '@cms/contract/feeds'
import type { RenderedFeed } from '@cms/domain/feeds/jobFeed'

/** Feed readers poll; five minutes keeps them from re-running the search on every poll. */
const CACHE_CONTROL = 'public, max-age=300'

const etagMatches = (header: string, etag: string) =>
  header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)

/** The feed with its content type, Cache-Control, ETag and Last-Modified, or a 304 when the reader's copy is current. */
export function feedResponse(request: Request, format: FeedFormat, feed: RenderedFeed): Response {
  const etag = `"${crypto.createHash('sha256').update(feed.body).digest('base64url').slice(0, 27)}"`
  const headers = new Headers({ 'Cache-Control': CACHE_CONTROL, ETag: etag })
  if (feed.lastModified) headers.set('Last-Modified', feed.lastModified.toUTCString())
  const ifNoneMatch = request.headers.get('if-none-match')
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '')
  // If-None-Match wins over If-Modified-Since (RFC 9110); a second-precision date compares by whole seconds.
  const notModified = ifNoneMatch
    ? etagMatches(ifNoneMatch, etag)
    : !!feed.lastModified && !Number.isNaN(ifModifiedSince) && Math.floor(feed.lastModified.getTime() / 1000) * 1000 <= ifModifiedSince
  if (notModified) return new Response(null, { status: 304, headers })
  headers.set('Content-Type', FEED_FORMATS[format].contentType)
  return new Response(feed.body, { status: 200, headers })
}
