import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHtmlCache, htmlCacheControl } from './htmlCache'

const page = (body: string, status = 200) => async () => ({ status, headers: {}, body })
const liveFeed = { live: () => true, generation: () => 0 }

describe('the HTML cache', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps a page until its time is up', async () => {
    const cache = createHtmlCache({ ttlMs: 30_000, maxBytes: 1_000, changes: liveFeed })
    await cache.get('/a', page('a'))
    vi.advanceTimersByTime(29_000)
    expect((await cache.get('/a', page('again'))).body).toBe('a')
    vi.advanceTimersByTime(1_000)
    expect((await cache.get('/a', page('again'))).body).toBe('again')
  })

  it('counts the bytes of the pages it keeps and drops the oldest past its budget', async () => {
    const cache = createHtmlCache({ ttlMs: 30_000, maxBytes: 2_500, changes: liveFeed })
    for (const path of ['/a', '/b', '/c']) await cache.get(path, page('é'.repeat(500)))
    expect(cache.stats()).toEqual({ entries: 2, bytes: 2_000 })
    expect((await cache.get('/a', page('again'))).body).toBe('again')
  })

  it('keeps no server errors', async () => {
    const cache = createHtmlCache({ ttlMs: 30_000, maxBytes: 1_000, changes: liveFeed })
    await cache.get('/a', page('failed', 500))
    expect(cache.stats().entries).toBe(0)
  })

  it('keeps nothing when turned off', async () => {
    const cache = createHtmlCache({ ttlMs: 0, maxBytes: 1_000, changes: liveFeed })
    await cache.get('/a', page('a'))
    expect(cache.stats().entries).toBe(0)
  })
})

describe('htmlCacheControl', () => {
  it('lets shared caches keep signed-out pages briefly, and nobody keep signed-in ones', () => {
    expect(htmlCacheControl(false, 30)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    expect(htmlCacheControl(true, 30)).toBe('private, no-store')
    expect(htmlCacheControl(false, 0)).toBe('private, no-store')
  })
})
