import type { Payload } from 'payload'
import { blogCategoryLabel } from '@cms/contract/blog'
import { keywordSearchParams } from '@cms/contract/keywordSearch'
import { slugify } from '@cms/contract/slugify'
import type { KeywordEntry } from '@cms/contract/jobs'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { env } from '@cms/lib/env'
import { readPoolOf } from '@cms/lib/sql'
import { LOCATION_REACH_SQL } from './locationReach'
import { parseJobQuery } from './params'
import { countJobs } from './searchJobs'
import { JOB_STATUS } from '@cms/lib/db/names'

/** Five minutes, or until jobs, skills, locations or posts change on any server. */
const cache = createSharedCache<KeywordEntry[]>({ name: 'keywords', ttlMs: 5 * 60 * 1000, max: 200 })

const cached = (key: string, load: () => Promise<KeywordEntry[]>) => cache.get(key, load)

function jobKeyword(topic: string): Omit<KeywordEntry, 'count'> {
  const keyword = `remote ${topic.toLowerCase()} jobs`
  const slug = slugify(keyword)
  return { keyword, topic, slug, canonicalUrl: `${env.siteUrl}/keywords/${slug}` }
}

/**
 * Popular roles (most frequent active job titles) and skills, alternating, as keyword pages. Each entry's
 * count is the total its keyword page lists (the same search, through the same count cache), not the
 * number of jobs with that exact title or skill tag: a count next to a link always matches the page, and
 * a topic whose page would list nothing is left out.
 */
export function jobKeywords(payload: Payload, limit: number): Promise<KeywordEntry[]> {
  return cached(`jobs:${limit}`, async () => {
    const pool = readPoolOf(payload)
    const [roles, skills] = await Promise.all([
      pool.query<{ title: string }>(
        `SELECT min(title) AS title FROM jobs WHERE status = ${JOB_STATUS.active}
         GROUP BY lower(title) ORDER BY count(*) DESC, lower(title) LIMIT $1`,
        [limit],
      ),
      pool.query<{ name: string }>(
        `SELECT s.name FROM jobs_rels r
         JOIN jobs j ON j.id = r.parent_id AND j.status = ${JOB_STATUS.active}
         JOIN skills s ON s.id = r.skills_id
         WHERE r.path = 'skills' GROUP BY s.name ORDER BY count(*) DESC, s.name LIMIT $1`,
        [limit],
      ),
    ])
    const entries = alternateKeywords(
      roles.rows.map((row) => row.title),
      skills.rows.map((row) => row.name),
      limit,
    )
    const counted = await Promise.all(
      entries.map(async (entry) => ({ ...entry, count: await countJobs(pool, parseJobQuery(new URLSearchParams(keywordSearchParams(entry.slug)))) })),
    )
    // A keyword page that lists nothing answers 404: no list or sitemap links to it.
    return counted.filter((entry) => entry.count > 0)
  })
}

/** Roles and skills in turn as keyword pages, at most `limit`, skipping a topic whose page an earlier one took. */
export function alternateKeywords(roles: string[], skills: string[], limit: number): Omit<KeywordEntry, 'count'>[] {
  const entries: Omit<KeywordEntry, 'count'>[] = []
  const seen = new Set<string>()
  for (let i = 0; entries.length < limit && (i < roles.length || i < skills.length); i++) {
    for (const topic of [roles[i], skills[i]]) {
      if (topic === undefined || entries.length >= limit) continue
      const entry = jobKeyword(topic)
      if (seen.has(entry.slug)) continue
      seen.add(entry.slug)
      entries.push(entry)
    }
  }
  return entries
}

/** Locations with the most active jobs; canonical links point at the location pages. */
export function locationKeywords(payload: Payload, limit: number): Promise<KeywordEntry[]> {
  return cached(`locations:${limit}`, async () => {
    const { rows } = await readPoolOf(payload).query<{ name: string; slug: string; count: number }>(
      // The count is the location page's total: its own jobs and those of the locations it holds.
      `SELECT l.name, l.slug, count(j.id)::int AS count FROM locations l
       JOIN ${LOCATION_REACH_SQL} reach ON reach.term_id = l.id
       JOIN jobs j ON j.location_id = reach.location_id AND j.status = ${JOB_STATUS.active}
       GROUP BY l.id ORDER BY count(j.id) DESC, l.name LIMIT $1`,
      [limit],
    )
    return rows.map((row) => ({
      keyword: `remote jobs in ${row.name.toLowerCase()}`,
      location: row.name,
      slug: row.slug,
      canonicalUrl: `${env.siteUrl}/locations/${row.slug}`,
      count: row.count,
    }))
  })
}

/** Published posts, newest first, with their topic (the post's category). */
export function blogKeywords(payload: Payload, limit: number): Promise<KeywordEntry[]> {
  return cached(`blogs:${limit}`, async () => {
    const { rows } = await readPoolOf(payload).query<{ title: string; slug: string; category: string | null }>(
      `SELECT title, slug, category FROM posts WHERE _status = 'published' AND slug IS NOT NULL AND title IS NOT NULL
       ORDER BY published_at DESC NULLS LAST, id DESC LIMIT $1`,
      [limit],
    )
    return rows.map((row) => ({
      keyword: row.title,
      topic: row.category ? blogCategoryLabel(row.category) : 'Digital Nomad Life',
      slug: row.slug,
      canonicalUrl: `${env.siteUrl}/blog/post/${row.slug}`,
    }))
  })
}
