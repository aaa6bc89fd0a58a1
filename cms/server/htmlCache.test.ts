import { describe, expect, it } from 'vitest'
import { HtmlCache, htmlCacheControl } from './htmlCache'

const page = (body: string) => ({ status: 200, headers: {}, body })

describe('HtmlCache', () => {
  it('keeps a page until its time is up', () => {
    const cache = new HtmlCache(30_000)
    cache.set('/a', page('a'), 1_000)
    expect(cache.get('/a', 30_999)?.body).toBe('a')
    expect(cache.get('/a', 31_000)).toBeNull()
  })

  it('drops the oldest pages past its size', () => {
    const cache = new HtmlCache(30_000, 2)
    cache.set('/a', page('a'), 0)
    cache.set('/b', page('b'), 0)
    cache.set('/c', page('c'), 0)
    expect(cache.get('/a', 1)).toBeNull()
    expect(cache.get('/c', 1)?.body).toBe('c')
  })

  it('keeps nothing when turned off', () => {
    const cache = new HtmlCache(0)
    cache.set('/a', page('a'), 0)
    expect(cache.get('/a', 0)).toBeNull()
  })
})

describe('htmlCacheControl', () => {
  it('lets shared caches keep signed-out pages briefly, and nobody keep signed-in ones', () => {
    expect(htmlCacheControl(false, 30)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    expect(htmlCacheControl(true, 30)).toBe('private, no-store')
    expect(htmlCacheControl(false, 0)).toBe('private, no-store')
  })
})
