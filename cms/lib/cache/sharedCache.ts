import { countCacheLookup } from '../metrics'
import { readsMustBeFresh } from '../replicas/readRouting'
import { changeFeedLive, dataGeneration } from './dataChanges'

export interface SharedCache<V> {
  /** The cached value for `key`, or `load()`'s result, kept until the TTL ends or the data changes on any server. */
  get(key: string, load: () => Promise<V>): Promise<V>
  /** The value `get` would answer without loading (counted as a hit), or undefined when it would load. */
  peek(key: string): V | undefined
  clear(): void
  /** What the cache holds now (bytes as `size` counts them). */
  stats(): { entries: number; bytes: number }
}

/** Where a cache learns that the public data changed (cms/lib/cache/dataChanges.ts; tests pass their own). */
export interface ChangeSource {
  live(): boolean
  generation(): number
}

export interface SharedCacheOptions<V> {
  /** Names the cache in the hit and miss counts of /metrics. */
  name: string
  ttlMs: number
  /** Most entries kept; the oldest go first. */
  max: number
  /** Most bytes kept, as `size` counts each value; the oldest go first, and a larger value is not kept. */
  maxBytes?: number
  size?: (value: V) => number
  /** Which loaded values are worth keeping. */
  keep?: (value: V) => boolean
  changes?: ChangeSource
}

interface Entry<V> {
  value: V
  bytes: number
  expires: number
  generation: number
}

const DATA_CHANGES: ChangeSource = { live: changeFeedLive, generation: dataGeneration }
/** Longest an expired or outdated entry keeps its memory when nobody reads it. */
const MAX_SWEEP_MS = 10_000

/**
 * A bounded in-process cache whose entries are valid only while no server has changed the public data
 * (see dataChanges.ts): a job that appears or expires anywhere empties it everywhere within the time
 * PostgreSQL takes to deliver a NOTIFY. Identical concurrent misses share one load; `keep` decides
 * which loaded values are worth keeping. Entries are kept in the order they were stored, which is also
 * the order they expire in, so the oldest are dropped first and a timer frees expired ones unread.
 */
export function createSharedCache<V>({ name, ttlMs, max, maxBytes = Infinity, size = () => 0, keep = () => true, changes = DATA_CHANGES }: SharedCacheOptions<V>): SharedCache<V> {
  const entries = new Map<string, Entry<V>>()
  const loading = new Map<string, { generation: number; promise: Promise<V> }>()
  let bytes = 0
  let sweeper: NodeJS.Timeout | null = null

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }
  const dropOldest = () => remove(entries.keys().next().value!)

  /** Frees every expired or outdated entry; stops its timer once nothing is left. */
  const sweep = () => {
    const now = Date.now()
    const generation = changes.generation()
    for (const [key, entry] of entries) if (entry.expires <= now || entry.generation !== generation) remove(key)
    if (entries.size === 0 && sweeper) {
      clearInterval(sweeper)
      sweeper = null
    }
  }

  const store = (key: string, entry: Entry<V>) => {
    if (entry.bytes > maxBytes) return
    remove(key)
    while (entries.size > 0 && (entries.size >= max || bytes + entry.bytes > maxBytes)) dropOldest()
    entries.set(key, entry)
    bytes += entry.bytes
    sweeper ??= setInterval(sweep, Math.min(ttlMs, MAX_SWEEP_MS)).unref()
  }

  const usable = () => ttlMs > 0 && changes.live() && !readsMustBeFresh()
  const freshEntry = (key: string, generation: number, now: number) => {
    const hit = entries.get(key)
    return hit && hit.generation === generation && hit.expires > now ? hit : undefined
  }

  return {
    peek(key) {
      if (!usable()) return undefined
      const hit = freshEntry(key, changes.generation(), Date.now())
      if (hit) countCacheLookup(name, true)
      return hit?.value
    },
    async get(key, load) {
      if (!usable()) return load()
      const generation = changes.generation()
      const now = Date.now()
      const hit = freshEntry(key, generation, now)
      countCacheLookup(name, Boolean(hit))
      if (hit) return hit.value
      const pending = loading.get(key)
      if (pending && pending.generation === generation) return pending.promise
      const promise = load()
      loading.set(key, { generation, promise })
      try {
        const value = await promise
        // A change that arrived while loading may not be in this value: keep it only if none did.
        if (changes.generation() === generation && keep(value)) store(key, { value, bytes: size(value), expires: now + ttlMs, generation })
        return value
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key)
      }
    },
    clear() {
      entries.clear()
      bytes = 0
    },
    stats: () => ({ entries: entries.size, bytes }),
  }
}
