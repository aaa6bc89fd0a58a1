/** A rendered page kept for anonymous visitors. */
export interface CachedPage {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Rendered HTML for a few seconds, per URL: public pages are the same for every visitor (signed-in state
 * arrives after hydration), so a burst of visits renders once. Oldest entries go first past `maxEntries`.
 */
export class HtmlCache {
  private readonly pages = new Map<string, { page: CachedPage; expires: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, now = Date.now()): CachedPage | null {
    const hit = this.pages.get(key)
    if (!hit) return null
    if (hit.expires <= now) {
      this.pages.delete(key)
      return null
    }
    return hit.page
  }

  set(key: string, page: CachedPage, now = Date.now()): void {
    if (this.ttlMs <= 0) return
    this.pages.delete(key)
    this.pages.set(key, { page, expires: now + this.ttlMs })
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!)
  }
}

/** Seconds a shared cache (CDN) may keep a signed-out page; signed-in visitors get nothing cached. */
export function htmlCacheControl(signedIn: boolean, seconds: number): string {
  if (signedIn || seconds <= 0) return 'private, no-store'
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
}
