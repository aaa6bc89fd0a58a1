import { describe, expect, it } from 'vitest'
import { feedResponse } from './feedResponse'

const feed = { body: '<rss>jobs</rss>', lastModified: new Date('2026-03-01T10:00:00.500Z') }
const request = (headers: Record<string, string> = {}) => new Request('http://localhost/feeds/jobs.rss', { headers })

describe('feedResponse', () => {
  it('answers the feed with its type, cache headers, a strong ETag and Last-Modified', async () => {
    const response = feedResponse(request(), 'rss', feed)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(feed.body)
    expect(response.headers.get('content-type')).toContain('rss')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(response.headers.get('last-modified')).toBe('Sun, 01 Mar 2026 10:00:00 GMT')
  })

  it('answers 304 when If-None-Match holds the ETag (also weak, or in a list, or *)', () => {
    const etag = feedResponse(request(), 'rss', feed).headers.get('etag')!
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = feedResponse(request({ 'if-none-match': header }), 'rss', feed)
      expect(response.status, header).toBe(304)
      expect(response.headers.get('etag')).toBe(etag)
    }
    expect(feedResponse(request({ 'if-none-match': '"other"' }), 'rss', feed).status).toBe(200)
  })

  it('falls back to If-Modified-Since by whole seconds, and lets If-None-Match win', () => {
    expect(feedResponse(request({ 'if-modified-since': 'Sun, 01 Mar 2026 10:00:00 GMT' }), 'rss', feed).status).toBe(304)
    expect(feedResponse(request({ 'if-modified-since': 'Sun, 01 Mar 2026 09:59:59 GMT' }), 'rss', feed).status).toBe(200)
    expect(feedResponse(request({ 'if-modified-since': 'not a date' }), 'rss', feed).status).toBe(200)
    const both = { 'if-none-match': '"other"', 'if-modified-since': 'Sun, 01 Mar 2026 10:00:00 GMT' }
    expect(feedResponse(request(both), 'rss', feed).status).toBe(200)
  })

  it('has no Last-Modified for an empty feed, which is then never a 304 by date', () => {
    const empty = { body: '<rss/>', lastModified: null }
    const response = feedResponse(request({ 'if-modified-since': 'Sun, 01 Mar 2026 10:00:00 GMT' }), 'json', empty)
    expect(response.status).toBe(200)
    expect(response.headers.get('last-modified')).toBeNull()
  })
})
