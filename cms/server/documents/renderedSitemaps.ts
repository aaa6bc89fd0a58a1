import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { settings } from '@cms/lib/settings'

/**
 * Sitemaps' XML: the same for every crawler and fetched far more often than the jobs change, so kept like the
 * feeds (PUBLIC_READ_CACHE_SECONDS, emptied on any data change on any server) instead of counting and listing the
 * jobs again on every fetch.
 */
const keptXml = <V extends string | null>(name: string, max: number) =>
  createSharedCache<V>({
    name,
    ttlMs: settings().PUBLIC_READ_CACHE_SECONDS * 1000,
    max,
    maxBytes: 32 * 1024 * 1024,
    size: (xml) => xml?.length ?? 0,
    // An unknown child's name (null) is not kept: anyone can ask for any name.
    keep: (xml) => xml !== null,
  })

/** /sitemap.xml. */
export const sitemapIndex = keptXml<string>('sitemap-index', 1)
/** /sitemap-{name}.xml by name; null for a name that is not one. */
export const childSitemaps = keptXml<string | null>('sitemaps', 200)
