/**
 * The client a rate limit counts: an IPv4 address, or the /64 prefix of an IPv6 address (one household or
 * server usually holds a whole /64, so counting single IPv6 addresses would let it rotate past any limit).
 */
export function rateLimitClient(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)
  if (mapped) return mapped[1]!
  if (!plain.includes(':')) return plain
  const [head = '', tail] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups.slice(0, 4).map((group) => parseInt(group || '0', 16).toString(16)).join(':')}::/64`
}

export interface Allowance {
  allowed: boolean
  /** Whole calls left now. */
  remaining: number
  /** Seconds until the bucket is full again. */
  resetSeconds: number
  /** Seconds until the next call is allowed (0 when allowed). */
  retryAfterSeconds: number
}

/**
 * A token bucket per client: `quota` calls of burst, refilled continuously at `quota` per `windowSeconds` (a
 * minute unless said). Kept in this process (docs/operations.md lists it among what needs a shared store past one
 * server).
 */
export function createTokenBuckets(quota: number, { windowSeconds = 60, maxClients = 50_000 } = {}) {
  const perSecond = quota / windowSeconds
  const buckets = new Map<string, { tokens: number; at: number }>()
  return function take(client: string, now = Date.now()): Allowance {
    const bucket = buckets.get(client)
    const tokens = bucket ? Math.min(quota, bucket.tokens + ((now - bucket.at) / 1000) * perSecond) : quota
    const allowed = tokens >= 1
    const left = allowed ? tokens - 1 : tokens
    // Re-inserting keeps the map in order of last use, so the oldest clients go first past maxClients.
    buckets.delete(client)
    buckets.set(client, { tokens: left, at: now })
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!)
    return {
      allowed,
      remaining: Math.floor(left),
      resetSeconds: Math.ceil((quota - left) / perSecond),
      retryAfterSeconds: allowed ? 0 : Math.ceil((1 - left) / perSecond),
    }
  }
}
