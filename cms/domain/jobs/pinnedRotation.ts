import { PINNED_PER_PAGE } from '@cms/contract/jobValues'

/**
 * How long one rotation of the pinned jobs lasts. Far longer than any cache of a list (answers, pages and counts
 * live 30-60 s), so a cached page and the next page a visitor opens were almost always worked out in the same
 * rotation; when they straddle its end, the worst is a pinned job shown in the block of two pages in a row.
 */
export const PINNED_ROTATION_MS = 60 * 60 * 1000

/** A well-mixed 32-bit hash of a job id within a rotation (murmur3's finaliser), so each rotation shuffles anew. */
function mix(id: number, rotation: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(rotation + 1, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * The pinned jobs shown above one page of a list: at most PINNED_PER_PAGE of those matching it (`candidates`),
 * taken in turn from an order shuffled once per rotation, so page 1 shows the first few, page 2 the next, and
 * every candidate gets its turn across pages and rotations. The same inputs within a rotation give the same
 * answer on every server (no randomness, no state).
 */
export function pinnedForPage(candidates: readonly number[], page: number, now: number = Date.now()): number[] {
  if (candidates.length === 0) return []
  const rotation = Math.floor(now / PINNED_ROTATION_MS)
  const shuffled = [...new Set(candidates)].sort((a, b) => mix(a, rotation) - mix(b, rotation) || a - b)
  const shown = Math.min(PINNED_PER_PAGE, shuffled.length)
  const start = ((page - 1) * shown) % shuffled.length
  return Array.from({ length: shown }, (_, i) => shuffled[(start + i) % shuffled.length]!)
}
