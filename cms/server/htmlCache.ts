import { createSharedCache, type ChangeSource, type SharedCache } from '../lib/cache/sharedCache'
import { PRIVATE_CACHE_CONTROL } from '../contract/caching'

/** A rendered page kept for anonymous visitors. */
export interface CachedPage {
  status: number
  headers: Record<string, string>
  body: string
}

/** Most pages kept at once, whatever their size. */
const MAX_PAGES = 1000

/**
 * Rendered HTML for a few seconds, per URL: public pages are the same for every visitor (signed-in state
 * arrives after hydration), so a burst of visits renders once. Like the API's caches it is emptied on every
 * server when the public data changes (a post published, a job expired), and it holds at most `maxBytes` of
 * HTML: the oldest pages go first. Server errors are rendered again every time.
 */
export function createHtmlCache({ ttlMs, maxBytes, changes }: { ttlMs: number; maxBytes: number; changes?: ChangeSource }): SharedCache<CachedPage> {
  return createSharedCache<CachedPage>({
    name: 'html',
    ttlMs,
    max: MAX_PAGES,
    maxBytes,
    size: (page) => Buffer.byteLength(page.body),
    keep: (page) => page.status < 500,
    changes,
  })
}

/** Seconds a shared cache (CDN) may keep a signed-out page; signed-in visitors get nothing cached. */
export function htmlCacheControl(signedIn: boolean, seconds: number): string {
  if (signedIn || seconds <= 0) return PRIVATE_CACHE_CONTROL
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
}
