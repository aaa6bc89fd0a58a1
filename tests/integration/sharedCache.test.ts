import { afterAll, describe, expect, it } from 'vitest'
import { changeFeedLive } from '@cms/lib/cache/dataChanges'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { until, writeFromAnotherServer } from './dataChanges'

describe('shared caches', () => {
  const cache = createSharedCache<number>({ name: 'test', ttlMs: 60_000, max: 10 })
  let loads = 0
  const load = async () => ++loads

  afterAll(() => cache.clear())

  it('serve a repeated key from memory while nothing changes', async () => {
    await until(() => changeFeedLive())
    const first = await cache.get('k', load)
    expect(await cache.get('k', load)).toBe(first)
  })

  it('drop their entries when another connection changes the jobs table', async () => {
    const before = await cache.get('k', load)
    await writeFromAnotherServer(`UPDATE jobs SET updated_at = updated_at WHERE false`)
    await until(async () => (await cache.get('k', load)) !== before)
  })

  it('share one load between identical concurrent misses', async () => {
    await writeFromAnotherServer(`UPDATE categories SET updated_at = updated_at WHERE false`)
    await until(async () => {
      const start = loads
      const [a, b] = await Promise.all([cache.get('k2', load), cache.get('k2', load)])
      return a === b && loads === start + 1
    })
  })
})
