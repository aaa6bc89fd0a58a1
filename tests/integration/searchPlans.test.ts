import { beforeAll, describe, expect, it, vi } from 'vitest'
import { FEED_ITEM_LIMIT } from '@cms/contract/feeds'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { newMatches } from '@cms/domain/alerts/match'
import { renderJobFeed } from '@cms/domain/feeds/jobFeed'
import { parseJobQuery, type JobQuery } from '@cms/domain/jobs/params'
import { postingsPlan } from '@cms/domain/jobs/search/postings'
import { resolveTaxonomy, searchJobsInPool } from '@cms/domain/jobs/searchJobs'
import { categoryPage, locationPage } from '@cms/domain/jobs/taxonomyPages'
import { poolOf } from '@cms/lib/sql'
import { generateJobs } from '../../seed/generateJobs'
import { SEED_JOB_COUNT } from '../../seed/seed'
import { judgedQueries } from '../../scripts/bench/relevance/judgedQueries'
import { getTestPayload } from './helpers'

// Both plans answer each request from the database, never from a count the other plan cached.
vi.hoisted(() => {
  process.env.JOB_COUNT_CACHE_SECONDS = '0'
})

/**
 * The search box, the category and location lists, alerts and feeds answer the judged query set with the same jobs
 * in the same order whether a search is read from postings or by the GIN plan (`postings: false` forces it).
 * The seeded jobs are copied under a location of this file's own, and every request names it, so jobs that other
 * test files create or change meanwhile are never part of an answer compared here.
 */
const token = `plans${Date.now().toString(36)}`
let locationSlug: string
let copiedIds: number[]

beforeAll(async () => {
  const payload = await getTestPayload()
  const location = await payload.create({ collection: 'locations', data: { name: `Judged ${token}`, slug: `judged-${token}`, country: `Judgedland ${token}` }, overrideAccess: true })
  locationSlug = location.slug
  copiedIds = await copySeededJobs(location.id)
}, 120_000)

/** Copies of the seeded jobs (skills included) under the given location, with slugs and external ids of their own. */
async function copySeededJobs(locationId: number): Promise<number[]> {
  const pool = poolOf(await getTestPayload())
  const { rows: columns } = await pool.query<{ name: string }>(
    `SELECT quote_ident(column_name) AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'jobs' AND is_generated = 'NEVER'
       AND column_name NOT IN ('id', 'slug', 'external_id', 'location_id', 'search_vector')`,
  )
  const kept = columns.map((column) => column.name).join(', ')
  const seededSlugs = generateJobs(SEED_JOB_COUNT).map((job) => job.slug)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{ id: number; original: number }>(
      `WITH copied AS (
         INSERT INTO jobs (${kept}, slug, external_id, location_id)
         SELECT ${kept}, slug || '-' || $2, external_id || '-' || $2, $3 FROM jobs WHERE slug = ANY($1::text[])
         RETURNING id, slug)
       SELECT c.id, o.id AS original FROM copied c JOIN jobs o ON o.slug || '-' || $2 = c.slug`,
      [seededSlugs, token, locationId],
    )
    await client.query(
      `INSERT INTO jobs_rels ("order", parent_id, path, skills_id)
       SELECT r."order", m.id, r.path, r.skills_id FROM jobs_rels r JOIN unnest($1::int[], $2::int[]) AS m(id, original) ON r.parent_id = m.original`,
      [rows.map((row) => row.id), rows.map((row) => row.original)],
    )
    await client.query('COMMIT')
    expect(rows).toHaveLength(SEED_JOB_COUNT)
    return rows.map((row) => row.id)
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}

/** A judged query as the search box sends it, narrowed to this file's copies. */
const requestOf = (judged: { q: string; params?: Record<string, string> }) => new URLSearchParams({ q: judged.q, ...judged.params, location: locationSlug })

const ids = (answer: { jobs: { id: number }[] }) => answer.jobs.map((job) => job.id)

describe('the postings plan and the GIN plan give the same answers to the judged queries', () => {
  it('search box (pages 1 and 2), category and location lists, alerts and feeds', async () => {
    const payload = await getTestPayload()
    const pool = poolOf(payload)
    let tookPostings = 0
    for (const judged of judgedQueries) {
      const request = requestOf(judged)
      const label = request.toString()
      const query: JobQuery = { ...parseJobQuery(request), countLimit: SEARCH_COUNT_LIMIT }
      const gin: JobQuery = { ...query, postings: false }

      for (const page of [1, 2]) {
        const [withPostings, withGin] = await Promise.all([searchJobsInPool(pool, { ...query, page }), searchJobsInPool(pool, { ...gin, page })])
        expect(withPostings, `${label} page ${page}`).toEqual(withGin)
      }
      const [location, locationGin] = await Promise.all([locationPage(payload, locationSlug, query), locationPage(payload, locationSlug, gin)])
      expect(ids(location), `location list ${label}`).toEqual(ids(locationGin))
      expect(location.pagination).toEqual(locationGin.pagination)
      const category = judged.params?.category
      if (category) {
        const [list, listGin] = await Promise.all([categoryPage(payload, category, query), categoryPage(payload, category, gin)])
        expect(ids(list), `category list ${label}`).toEqual(ids(listGin))
      }

      // Every match the search box reads (all its pages) is what an alert and a feed of the same search find.
      const everyPage = { ...query, limit: 50, countLimit: undefined }
      const first = await searchJobsInPool(pool, everyPage)
      if (first.meta?.relaxed) continue // the search box's relaxed matching has no alert or feed counterpart
      const matches = [...first.jobs]
      for (let page = 2; page <= first.pagination.totalPages; page++) matches.push(...(await searchJobsInPool(pool, { ...everyPage, page })).jobs)
      const [alerted] = await newMatches(pool, [{ search: label, aboveJobId: 0 }], Math.max(...copiedIds))
      expect(alerted, `alert ${label}`).toEqual(ids({ jobs: matches }).sort((a, b) => b - a))
      const feed = JSON.parse((await renderJobFeed(pool, request, 'json')).body) as { items: { id: string }[] }
      const fed = feed.items.map((item) => decodeURIComponent(item.id.split('/jobs/')[1]!))
      const matched = new Set(matches.map((job) => job.slug))
      expect(fed.length, `feed ${label}`).toBe(Math.min(FEED_ITEM_LIMIT, matches.length))
      expect(fed.filter((slug) => !matched.has(slug)), `feed ${label}`).toEqual([])
      if (await postingsPlan(pool, await resolveTaxonomy(pool, query))) tookPostings++
    }
    expect(tookPostings).toBeGreaterThan(0)
  }, 300_000)
})

describe('job-title abbreviations find the titles they stand for', () => {
  it.each([
    ['CSM', /customer success manager/i],
    ['AE', /account executive/i],
    ['EA', /executive assistant/i],
    ['SDR', /sales development representative/i],
    ['SRE', /site reliability/i],
  ])('%s', async (q, title) => {
    const answer = await searchJobsInPool(poolOf(await getTestPayload()), parseJobQuery(new URLSearchParams({ q, location: locationSlug })))
    expect(answer.jobs.map((job) => job.title)).toContainEqual(expect.stringMatching(title))
  })
})
