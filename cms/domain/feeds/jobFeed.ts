import { Feed } from 'feed'
import type { Pool } from 'pg'
import sanitizeHtml from 'sanitize-html'
import { FEED_FORMATS, FEED_ITEM_LIMIT, type FeedFormat } from '@cms/contract/feeds'
import { env } from '@cms/lib/env'
import { describeSearch } from '../alerts/describe'
import { canonicalSearch } from '../alerts/search'
import { resolveKnownFilters } from '../jobs/knownFilters'
import { mapJobRow, type JobRow } from '../jobs/mapJobRow'
import { pageJobsSql } from '../jobs/sql'

export interface RenderedFeed {
  body: string
  /** The newest item's publication time (none for an empty feed). */
  lastModified: Date | null
}

/**
 * JSON Feed 1.1 from the package's JSON Feed 1 output: the version, `authors` instead of the deprecated
 * `author`, and the plain-text summary as `content_text` (the package always writes `content_html`).
 */
export function asJsonFeed11(json: string): string {
  const feed = JSON.parse(json) as { version: string; items: Record<string, unknown>[] }
  feed.version = 'https://jsonfeed.org/version/1.1'
  for (const item of feed.items) {
    if (item.author) item.authors = [item.author]
    delete item.author
    item.content_text = item.content_html
    delete item.content_html
  }
  return JSON.stringify(feed)
}

/**
 * A job title as feed text: whatever an employer or provider typed, nothing in it can form a tag, so a reader
 * that renders RSS titles as HTML (RSS 2.0 does not say which they are) shows the same words as one that does not.
 */
export function feedTitle(title: string): string {
  const withoutTags = sanitizeHtml(title, { allowedTags: [], allowedAttributes: {}, parser: { decodeEntities: false } })
  return withoutTags.replace(/</g, '').replace(/\s+/g, ' ').trim()
}

/** Atom: the `feed` package declares every entry title `type="html"`; ours are text (their CDATA is read literally). */
export const atomTitlesAsText = (atom: string) => atom.replaceAll('<title type="html"><![CDATA[', '<title type="text"><![CDATA[')

/**
 * The newest FEED_ITEM_LIMIT active jobs matching the /search parameters, through the same search SQL,
 * as RSS 2.0, Atom 1.0 or JSON Feed 1.1 (the `feed` package). Bad or unknown filter values are a 400.
 */
export async function renderJobFeed(pool: Pool, params: URLSearchParams, format: FeedFormat): Promise<RenderedFeed> {
  const forFeed = new URLSearchParams(params)
  for (const key of ['page', 'limit', 'sort']) forFeed.delete(key)
  const query = await resolveKnownFilters(pool, forFeed)
  const statement = pageJobsSql({ ...query, sort: 'newest', page: 1, limit: FEED_ITEM_LIMIT })
  const { rows } = await pool.query<JobRow>(statement.text, statement.values)
  const jobs = rows.map((row) => mapJobRow(row, { excerpt: true }))
  const search = canonicalSearch(query)
  const suffix = search ? `?${search}` : ''
  const lastModified = jobs.length ? new Date(Math.max(...jobs.map((job) => Date.parse(job.postedAt)))) : null
  const feed = new Feed({
    title: `${await describeSearch(pool, search)} | Nomad Jobs`,
    description: 'The newest remote jobs on Nomad Jobs for this search.',
    id: `${env.siteUrl}/search${suffix}`,
    link: `${env.siteUrl}/search${suffix}`,
    language: 'en',
    updated: lastModified ?? undefined,
    generator: false,
    copyright: `Nomad Jobs`,
    feedLinks: Object.fromEntries(Object.entries(FEED_FORMATS).map(([key, f]) => [key, `${env.siteUrl}${f.path}${suffix}`])),
  })
  for (const job of jobs) {
    const link = `${env.siteUrl}/jobs/${encodeURIComponent(job.slug)}`
    feed.addItem({
      title: feedTitle(job.title),
      id: link,
      link,
      date: new Date(job.postedAt),
      published: new Date(job.postedAt),
      description: job.description,
      author: [{ name: job.company.name }],
      category: job.category ? [{ name: job.category.name }] : undefined,
    })
  }
  const body = format === 'rss' ? feed.rss2() : format === 'atom' ? atomTitlesAsText(feed.atom1()) : asJsonFeed11(feed.json1())
  return { body, lastModified }
}
