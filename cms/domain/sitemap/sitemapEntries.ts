import { NOT_SYNDICATED_SOURCES } from '@cms/contract/providers'
import type { Payload } from 'payload'
import { readPoolOf } from '@cms/lib/sql'
import { KEYWORD_MAX_LIMIT } from '@cms/contract/jobValues'
import { jobKeywords } from '@cms/domain/jobs/keywords'
import { landingCountries } from '@cms/domain/jobs/countryLanding'
import { JOB_STATUS } from '@cms/lib/db/names'

/** One URL of a sitemap: a path of ours and when it last changed. */
export interface SitemapEntry {
  path: string
  lastmod?: string
}

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000

/** The public screens that are not built from data. */
const STATIC_PATHS = ['/', '/search', '/categories', '/locations', '/companies', '/sitemap', '/blog', '/faq', '/toolkit', '/career-paths', '/digital-nomad-guide']

export const staticEntries = (): SitemapEntry[] => STATIC_PATHS.map((path) => ({ path }))

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : undefined)

/** Jobs whose source's terms forbid passing them on to search engines (Remotive's) get no sitemap entry. */
const SYNDICATED = `source::text <> ALL(ARRAY[${NOT_SYNDICATED_SOURCES.map((s) => `'${s}'`).join(', ')}]::text[])`

/** How many job sitemaps the live jobs fill. */
export async function jobSitemapCount(payload: Payload): Promise<number> {
  const { rows } = await readPoolOf(payload).query<{ count: number }>(`SELECT count(*)::int AS count FROM jobs WHERE status = ${JOB_STATUS.active} AND ${SYNDICATED}`)
  return Math.max(1, Math.ceil(rows[0]!.count / URLS_PER_SITEMAP))
}

/** The live jobs of job sitemap `part` (1-based), oldest first so each part stays stable as jobs arrive. */
export async function jobEntries(payload: Payload, part: number): Promise<SitemapEntry[]> {
  const { rows } = await readPoolOf(payload).query<{ slug: string; updated_at: Date }>(
    `SELECT slug, updated_at FROM jobs WHERE status = ${JOB_STATUS.active} AND slug IS NOT NULL AND ${SYNDICATED} ORDER BY id LIMIT $1 OFFSET $2`,
    [URLS_PER_SITEMAP, (part - 1) * URLS_PER_SITEMAP],
  )
  return rows.map((row) => ({ path: `/jobs/${row.slug}`, lastmod: iso(row.updated_at) }))
}

/** The companies with live jobs (a company without one has a page that asks not to be indexed, or none). */
const COMPANIES_SQL = `SELECT c.slug, max(j.updated_at) AS lastmod FROM companies c JOIN jobs j ON j.company_id = c.id AND j.status = ${JOB_STATUS.active}
  WHERE c.slug IS NOT NULL GROUP BY c.id ORDER BY c.slug`

/**
 * Categories, locations and companies (each with its newest live job as lastmod), the country landing pages and
 * the keyword pages.
 */
export async function taxonomyEntries(payload: Payload): Promise<SitemapEntry[]> {
  const pool = readPoolOf(payload)
  const newestJob = (table: string, column: string) =>
    pool.query<{ slug: string; lastmod: Date | null }>(
      `SELECT t.slug, max(j.updated_at) AS lastmod FROM ${table} t LEFT JOIN jobs j ON j.${column} = t.id AND j.status = ${JOB_STATUS.active}
       WHERE t.slug IS NOT NULL GROUP BY t.id ORDER BY t.slug`,
    )
  const [categories, locations, companies, countries, keywords] = await Promise.all([
    newestJob('categories', 'category_id'),
    newestJob('locations', 'location_id'),
    pool.query<{ slug: string; lastmod: Date }>(COMPANIES_SQL),
    landingCountries(pool),
    jobKeywords(payload, KEYWORD_MAX_LIMIT),
  ])
  return [
    ...categories.rows.map((row) => ({ path: `/categories/${row.slug}`, lastmod: iso(row.lastmod) })),
    ...locations.rows.map((row) => ({ path: `/locations/${row.slug}`, lastmod: iso(row.lastmod) })),
    ...companies.rows.map((row) => ({ path: `/companies/${row.slug}`, lastmod: iso(row.lastmod) })),
    ...countries.map((country) => ({ path: `/remote-jobs-from/${country.slug}` })),
    ...keywords.map((entry) => ({ path: `/keywords/${entry.slug}` })),
  ]
}

/** Published blog posts. */
export async function blogEntries(payload: Payload): Promise<SitemapEntry[]> {
  const { rows } = await readPoolOf(payload).query<{ slug: string; updated_at: Date }>(
    `SELECT slug, updated_at FROM posts WHERE _status = 'published' AND slug IS NOT NULL ORDER BY published_at DESC NULLS LAST, id DESC`,
  )
  return rows.map((row) => ({ path: `/blog/post/${row.slug}`, lastmod: iso(row.updated_at) }))
}

/** Published site pages (terms, privacy, contact, ...) at their own address. */
export async function pageEntries(payload: Payload): Promise<SitemapEntry[]> {
  const { rows } = await readPoolOf(payload).query<{ slug: string; updated_at: Date }>(
    `SELECT slug, updated_at FROM pages WHERE _status = 'published' AND slug IS NOT NULL ORDER BY slug`,
  )
  return rows.map((row) => ({ path: `/${row.slug}`, lastmod: iso(row.updated_at) }))
}
