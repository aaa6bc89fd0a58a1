import { Readable } from 'node:stream'
import type { Payload } from 'payload'
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap'
import { blogEntries, jobEntries, jobSitemapCount, pageEntries, type SitemapEntry, staticEntries, taxonomyEntries } from './sitemapEntries'

/** The child sitemaps, by the name in their address (/sitemap-{name}.xml). */
export async function childSitemapNames(payload: Payload): Promise<string[]> {
  const jobParts = await jobSitemapCount(payload)
  return ['static', 'pages', 'taxonomy', 'blog', ...Array.from({ length: jobParts }, (_, i) => `jobs-${i + 1}`)]
}

/** The entries of one child sitemap, or null for a name that is not one. */
export async function childSitemapEntries(payload: Payload, name: string): Promise<SitemapEntry[] | null> {
  if (name === 'static') return staticEntries()
  if (name === 'taxonomy') return taxonomyEntries(payload)
  if (name === 'blog') return blogEntries(payload)
  if (name === 'pages') return pageEntries(payload)
  const part = jobSitemapPart(name)
  if (part === null || part > (await jobSitemapCount(payload))) return null
  return jobEntries(payload, part)
}

/** The part number in a job sitemap's name (`jobs-1`, `jobs-2`, ...), or null for any other name. */
export function jobSitemapPart(name: string): number | null {
  const part = /^jobs-([1-9]\d{0,4})$/.exec(name)?.[1]
  return part ? Number(part) : null
}

/** What a child sitemap with nothing in it says (no published posts yet): the sitemap library refuses to write it. */
const EMPTY_URLSET = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>'

/** A sitemap's XML for the site at `origin`. */
export async function sitemapXml(origin: string, entries: SitemapEntry[]): Promise<string> {
  if (entries.length === 0) return EMPTY_URLSET
  const stream = new SitemapStream({ hostname: origin })
  return (await streamToPromise(Readable.from(entries.map((entry) => ({ url: entry.path, lastmod: entry.lastmod }))).pipe(stream))).toString()
}

/** The sitemap index listing each child sitemap, with today as lastmod (children change with every job). */
export async function sitemapIndexXml(origin: string, names: string[], now = new Date()): Promise<string> {
  const stream = new SitemapIndexStream()
  const items = names.map((name) => ({ url: `${origin}/sitemap-${name}.xml`, lastmod: now.toISOString() }))
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString()
}
