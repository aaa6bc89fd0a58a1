import { changeFeedLive, dataGeneration } from './dataChanges'

export interface SharedCache<V> {
  /** The cached value for `key`, or `load()`'s result, kept until the TTL ends or the data changes on any server. */
  get(key: string, load: () => Promise<V>): Promise<V>
  clear(): void
}

interface Entry<V> {
  value: V
  expires: number
  generation: number
}

/**
 * A bounded in-process cache whose entries are valid only while no server has changed the public data
 * (see dataChanges.ts): a job that appears or expires anywhere empties it everywhere within the time
 * PostgreSQL takes to deliver a NOTIFY. Identical concurrent misses share one load; `keep` decides
 * which loaded values are worth keeping.
 */
export function createSharedCache<V>({ ttlMs, max, keep = () => true }: { ttlMs: number; max: number; keep?: (value: V) => boolean }): SharedCache<V> {
  const entries = new Map<string, Entry<V>>()
  const loading = new Map<string, { generation: number; promise: Promise<V> }>()
  return {
    async get(key, load) {
      if (ttlMs <= 0 || !changeFeedLive()) return load()
      const generation = dataGeneration()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.generation === generation && hit.expires > now) return hit.value
      const pending = loading.get(key)
      if (pending && pending.generation === generation) return pending.promise
      const promise = load()
      loading.set(key, { generation, promise })
      try {
        const value = await promise
        // A change that arrived while loading may not be in this value: keep it only if none did.
        if (dataGeneration() === generation && keep(value)) {
          if (entries.size >= max) entries.delete(entries.keys().next().value!)
          entries.set(key, { value, expires: now + ttlMs, generation })
        }
        return value
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key)
      }
    },
    clear() {
      entries.clear()
    },
  }
}
