import { settings } from '@cms/lib/settings'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { readPoolOf } from '@cms/lib/sql'
import type { JobListItem, JobListResponse, SearchFacets, SearchMeta } from '@cms/contract/jobs'
import type { SqlStatement } from '@cms/lib/sqlBuilder'
import { facetCounts, facetsSql } from './facets'
import { mapJobRow, type JobRow } from './mapJobRow'
import { hasSearchableText, type JobQuery } from './params'
import { pinnedForPage } from './pinnedRotation'
import { correctedText, correctTypos } from './search/correctTypos'
import { hasTerms, parseQuery } from './search/parseQuery'
import { LOCATION_IDS_FOR_SLUG_SQL } from './locationReach'
import { highlightPassage } from './search/highlight'
import { postingsPlan } from './search/postings'
import { wantedLexemes } from './search/tsqueryText'
import { windowReadFor } from './search/windowRead'
import { ANY_PINNED_SQL, countCap, countSql, jobsByIdsSql, pageJobsSql, countedPageSql, pinnedIdsSql, type ResolvedJobQuery } from './sql'

const COUNT_TTL_MS = settings().JOB_COUNT_CACHE_SECONDS * 1000
const countCache = createSharedCache<number>({ name: 'searchCounts', ttlMs: COUNT_TTL_MS, max: 5000 })

/**
 * Number of active jobs matching a request's filters. Cached for JOB_COUNT_CACHE_SECONDS (default 60)
 * so broad terms do not count tens of thousands of rows on every request; any change to the jobs on any
 * server empties the cache (cms/lib/cache).
 */
export async function countJobs(pool: Pool, query: JobQuery): Promise<number> {
  return countResolved(pool, await resolveTaxonomy(pool, query))
}

const slugIds = createSharedCache<number[]>({ name: 'slugIds', ttlMs: 5 * 60 * 1000, max: 2000 })

/** A category slug's id; a location slug's ids: itself and the locations it holds (locationReach.ts). */
const IDS_FOR_SLUG_SQL = {
  categories: 'SELECT id FROM categories WHERE slug = $1',
  locations: LOCATION_IDS_FOR_SLUG_SQL,
}

/**
 * Slugs to ids (cached until categories or locations change), so filters use the jobs' own indexes; null for no
 * slugs. `unknown`: a slug that names nothing (the list refuses it, see knownFilters.ts).
 */
async function idsFor(pool: Pool, table: 'categories' | 'locations', slugs: string[]): Promise<{ ids: number[]; unknown: boolean } | null> {
  if (slugs.length === 0) return null
  const idsPerSlug = await Promise.all(
    slugs.map((slug) =>
      slugIds.get(`${table}:${slug}`, async () => {
        const { rows } = await pool.query<{ id: number }>(IDS_FOR_SLUG_SQL[table], [slug])
        return rows.map((row) => row.id)
      }),
    ),
  )
  return { ids: idsPerSlug.flat(), unknown: idsPerSlug.some((ids) => ids.length === 0) }
}

/**
 * A request made ready for SQL: category and location slugs to ids, and the search text read once for the
 * search box, alerts and feeds alike (parseQuery: filler, operators, synonyms, level words as the experience
 * filter; then typo correction). Keyword pages' strict matching keeps the text as it is.
 */
export async function resolveTaxonomy(pool: Pool, query: JobQuery): Promise<ResolvedJobQuery> {
  const [categories, locations, text] = await Promise.all([
    idsFor(pool, 'categories', query.categories),
    idsFor(pool, 'locations', query.locations),
    query.match === 'smart' && hasSearchableText(query.q) ? correctTypos(pool, parseQuery(query.q)) : null,
  ])
  const levels = text?.parsed.levels ?? []
  return {
    ...query,
    experience: query.experience.length || !levels.length ? query.experience : levels,
    categoryIds: categories?.ids ?? null,
    locationIds: locations?.ids ?? null,
    unknownLocation: locations?.unknown ?? false,
    text: text && hasTerms(text.parsed) ? { ...text, relaxed: false } : null,
  }
}

/** A request's count key: its normalised SQL (words after parsing and correction, resolved filters), not its URL. */
const statementKey = (statement: SqlStatement) => `${statement.text}\u0000${JSON.stringify(statement.values)}`

async function countResolved(pool: Pool, query: ResolvedJobQuery): Promise<number> {
  const statement = countSql(query)
  return countCache.get(statementKey(statement), async () => {
    const { rows } = await pool.query<{ count: number }>(statement.text, statement.values)
    return rows[0]?.count ?? 0
  })
}

/**
 * The total and, when it had to be counted, the page's ids: a text or filtered request whose count is not
 * cached counts and orders its page in one scan of its matches (countedPageSql) and caches the count; a cached
 * count or the bare list leaves the page to pageJobsSql. With a countLimit the count stops at countCap matches
 * (`atLeast`: there are that many or more), cached under its own key.
 */
async function countWithPage(pool: Pool, query: ResolvedJobQuery): Promise<{ total: number; atLeast: boolean; ids?: number[] }> {
  return (await countWithPostingsPage(pool, query)) ?? countWithGinPage(pool, query)
}

/** A bounded count's cache key: both plans count the same matches up to the same cap, so they share it. */
const boundedCountKey = (query: ResolvedJobQuery, cap: number | null) => `${statementKey(countSql(query))}\u0000${cap ?? 'exact'}`

const withCap = (total: number, cap: number | null) => (cap !== null && total >= cap ? { total: cap, atLeast: true } : { total, atLeast: false })

/** A one-word search read from postings (search/postings.ts), or null when its plan is the GIN one. */
async function countWithPostingsPage(pool: Pool, query: ResolvedJobQuery): Promise<{ total: number; atLeast: boolean; ids: number[] } | null> {
  const plan = await postingsPlan(pool, query)
  if (!plan) return null
  const cap = countCap(query, { windowed: true })
  const [total, ids] = await Promise.all([countCache.get(boundedCountKey(query, cap), () => plan.count(cap)), plan.page()])
  return ids && { ...withCap(total, cap), ids }
}

async function countWithGinPage(pool: Pool, query: ResolvedJobQuery): Promise<{ total: number; atLeast: boolean; ids?: number[] }> {
  const counted = countedPageSql(query)
  if (!counted) return { total: await countResolved(pool, query), atLeast: false }
  const { cap } = counted
  let ids: number[] | undefined
  const total = await countCache.get(boundedCountKey(query, cap), async () => {
    // How to read the matches is only worth asking when they are read (not for a cached count).
    const read = await windowReadFor(pool, query)
    const statement = read === 'in-order' ? counted : countedPageSql(query, read)!
    const { rows } = await pool.query<{ total: number; ids: number[] }>(statement.text, statement.values)
    ids = rows[0]?.ids ?? []
    return rows[0]?.total ?? 0
  })
  return { ...withCap(total, cap), ids }
}

const facetCache = createSharedCache<SearchFacets>({ name: 'facets', ttlMs: COUNT_TTL_MS, max: 2000 })

/** Facet counts, cached like totals (per normalised request, emptied by any change to the data). */
function cachedFacetCounts(pool: Pool, query: ResolvedJobQuery): Promise<SearchFacets> {
  return facetCache.get(statementKey(facetsSql(query)), () => facetCounts(pool, query))
}

const pinnedCache = createSharedCache<number[]>({ name: 'pinnedJobs', ttlMs: COUNT_TTL_MS, max: 2000 })
/**
 * Whether any pinned placement runs at all, kept until any job changes (a placement only starts with a write, so a
 * kept "none" cannot go wrong with time; a kept "some" that has since ended only costs the lookup below).
 */
const anyPinnedCache = createSharedCache<boolean>({ name: 'anyPinned', ttlMs: 5 * 60 * 1000, max: 1 })

/** The pinned jobs matching a request (cached like counts; a placement that ended meanwhile is dropped by the caller). */
async function pinnedCandidates(pool: Pool, query: ResolvedJobQuery): Promise<number[]> {
  const anyPinned = await anyPinnedCache.get('any', async () => (await pool.query<{ any: boolean }>(ANY_PINNED_SQL)).rows[0]?.any ?? false)
  if (!anyPinned) return []
  const statement = pinnedIdsSql(query)
  return pinnedCache.get(statementKey(statement), async () => (await pool.query<{ id: number }>(statement.text, statement.values)).rows.map((row) => row.id))
}

/** A page's jobs as list items; with the words of a text search, each with its description's matched passage. */
async function jobsOf(pool: Pool, statement: SqlStatement, lexemes: Promise<ReadonlySet<string>> | null): Promise<JobListItem[]> {
  const [{ rows }, words] = await Promise.all([pool.query<JobRow>(statement), lexemes])
  return rows.map((row) => {
    const job = mapJobRow(row, { excerpt: true })
    const highlight = words && highlightPassage(row.description, words)
    return highlight ? { ...job, highlight } : job
  })
}

/** One page of active jobs for a request, with the pagination block. */
export function searchJobs(payload: Payload, query: JobQuery): Promise<JobListResponse> {
  return searchJobsInPool(readPoolOf(payload), query)
}

/**
 * The same on a bare pool (benchmarks and tools that run without Payload). When every word together matches
 * nothing and there are several, the list holds the jobs that match the most of them (`meta.relaxed`).
 * With `facets`, the filter panel's counts come in parallel with the page.
 */
export async function searchJobsInPool(pool: Pool, query: JobQuery): Promise<JobListResponse> {
  const resolved = await resolveTaxonomy(pool, query)
  const corrections = resolved.text?.corrections ?? new Map<string, string>()
  // Pinned jobs must match every word: when the words are relaxed, none matched them all, and none is pinned.
  // They sit above the default order only: a visitor or API client who asks for newest or highest gets exactly that.
  const pinnedLookup = query.sort === 'relevant' ? pinnedCandidates(pool, resolved) : Promise.resolve([])
  let [{ total, atLeast, ids }, pinnable] = await Promise.all([countWithPage(pool, resolved), pinnedLookup])
  let relaxed = false
  if (total === 0 && resolved.text && resolved.text.parsed.clauses.length > 1) {
    resolved.text = { ...resolved.text, relaxed: true }
    ;({ total, atLeast, ids } = await countWithPage(pool, resolved))
    relaxed = total > 0
    pinnable = []
  }
  const totalPages = Math.ceil(total / query.limit)
  const offset = (query.page - 1) * query.limit
  /**
   * The page's own jobs in the list's order, below the pinned jobs of this page (docs/search.md, "Paid placement"):
   * a pinned job keeps its natural place in the list too, except on a page whose block already shows it.
   */
  const page = async (): Promise<JobListItem[]> => {
    if (offset >= total) return []
    const pinnedIds = pinnedForPage(pinnable, query.page)
    const lexemes = resolved.text ? wantedLexemes(pool, resolved.text.parsed) : null
    // Without ids (a cached count) the page reads its window itself, as the count's read would have.
    const ownPage = ids ? jobsByIdsSql(ids) : pageJobsSql(resolved, await windowReadFor(pool, resolved))
    const [pinned, rest] = await Promise.all([pinnedIds.length ? jobsOf(pool, jobsByIdsSql(pinnedIds), lexemes) : [], jobsOf(pool, ownPage, lexemes)])
    const shown = pinned.filter((job) => job.placement === 'pinned')
    return [...shown, ...rest.filter((job) => !shown.some((pinnedJob) => pinnedJob.id === job.id))]
  }
  // A country list leaves out jobs that do not say where they hire; the answer says how many more there are.
  const unknownCount = () => countResolved(pool, { ...resolved, country: null, eligibilityUnknown: true })
  const [jobs, facets, eligibilityUnknown] = await Promise.all([
    page(),
    query.facets ? cachedFacetCounts(pool, resolved) : undefined,
    query.country ? unknownCount() : undefined,
  ])
  const meta: SearchMeta = {
    ...(corrections.size ? { correctedQuery: correctedText(query.q, corrections) } : {}),
    ...(relaxed ? { relaxed } : {}),
  }
  return {
    jobs,
    pagination: { total, totalPages, page: query.page, limit: query.limit, ...(atLeast ? { totalAtLeast: true as const } : {}) },
    ...(Object.keys(meta).length ? { meta } : {}),
    ...(facets ? { facets } : {}),
    ...(eligibilityUnknown !== undefined ? { eligibilityUnknown } : {}),
  }
}
