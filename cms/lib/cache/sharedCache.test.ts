import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSharedCache } from './sharedCache'

/** A change feed this test drives: live, and a generation it bumps as another server's write would. */
function fakeFeed() {
  const feed = { generation: 0, live: true }
  return { feed, source: { live: () => feed.live, generation: () => feed.generation } }
}

const text = (value: string) => async () => value

describe('createSharedCache', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('drops the oldest entries once their sizes together pass maxBytes', async () => {
    const { source } = fakeFeed()
    const cache = createSharedCache<string>({ name: 'test', ttlMs: 60_000, max: 100, maxBytes: 10, size: (value) => value.length, changes: source })
    await cache.get('a', text('aaaa'))
    await cache.get('b', text('bbbb'))
    await cache.get('c', text('cccc'))
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8 })
    const load = vi.fn(text('again'))
    await cache.get('a', load)
    expect(load).toHaveBeenCalledOnce()
    expect(await cache.get('c', text('not loaded'))).toBe('cccc')
  })

  it('keeps nothing larger than maxBytes on its own', async () => {
    const { source } = fakeFeed()
    const cache = createSharedCache<string>({ name: 'test', ttlMs: 60_000, max: 100, maxBytes: 3, size: (value) => value.length, changes: source })
    expect(await cache.get('a', text('aaaa'))).toBe('aaaa')
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 })
  })

  it('frees expired entries on its own, without waiting for a read', async () => {
    const { source } = fakeFeed()
    const cache = createSharedCache<string>({ name: 'test', ttlMs: 1_000, max: 100, maxBytes: 100, size: (value) => value.length, changes: source })
    await cache.get('a', text('aaaa'))
    expect(cache.stats().entries).toBe(1)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 })
  })

  it('frees entries a data change made stale, without waiting for a read', async () => {
    const { feed, source } = fakeFeed()
    const cache = createSharedCache<string>({ name: 'test', ttlMs: 60_000, max: 100, changes: source })
    await cache.get('a', text('aaaa'))
    feed.generation++
    await vi.advanceTimersByTimeAsync(60_000)
    expect(cache.stats().entries).toBe(0)
  })
})
