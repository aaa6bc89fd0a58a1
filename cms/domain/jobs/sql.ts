import { FEATURED_PLACEMENTS, SALARY_BUCKETS, SALARY_NOT_GIVEN, TIMEZONE_BUCKETS, type SalaryBucket } from '@cms/contract/jobs'
import { SqlParams, type SqlStatement } from '@cms/lib/sqlBuilder'
import { ELIGIBILITY_COLUMNS, eligibilityConditions, eligibilityOrder } from './eligibilityFilter'
import { hasSearchableText, type JobQuery } from './params'
import type { ParsedQuery } from './search/parseQuery'
import { clausesMatchedSql, matchTsquery, RANK_WEIGHTS, rankSql } from './search/tsquerySql'
import { ENUM, JOB_STATUS } from '@cms/lib/db/names'

/**
 * A text search ranks a bounded window of its matches: the newest RANK_WINDOW (or as many as the page asked
 * for needs), so a broad word ranks a thousand rows instead of tens of thousands (see docs/search.md, "Sort").
 */
export const RANK_WINDOW = 1000

/** A live job, over `jobs j`: every list, count and estimate reads only these. */
export const LIVE_JOB = `j.status = ${JOB_STATUS.active}`

/** An employer's featured or pinned placement still running; never NULL, so its negation is exact. */
const PAID_FEATURED_NOW = `coalesce(j.placement IN (${FEATURED_PLACEMENTS.map((placement) => `'${placement}'`).join(', ')}) AND j.placement_ends_at > now(), false)`
/** A job's `featured` as answered (isFeaturedNow in cms/contract): ticked by an editor, or a paid placement running. */
export const FEATURED_NOW = `(j.featured IS TRUE OR ${PAID_FEATURED_NOW})`
const NOT_FEATURED_NOW = `(j.featured IS NOT TRUE AND NOT ${PAID_FEATURED_NOW})`
/** An employer's pinned placement still running: such jobs are also shown above matching lists (searchJobs). */
const PINNED_NOW = `(j.placement = 'pinned' AND j.placement_ends_at > now())`
/** The order columns a read of matches carries for ORDER BY to work on it as on `jobs j`. */
const ORDER_COLUMNS = 'j.id, j.featured, j.placement, j.placement_ends_at, j.posted_at, j.salary_min, j.salary_max, j.eligibility_scope'
/**
 * The columns a ranked window carries: the order columns and what its rank reads (rankSql: the small rank_vector;
 * relaxed matching also counts the clauses each job matches, which reads the whole search_vector).
 */
const windowColumns = (query: ResolvedJobQuery) => `${ORDER_COLUMNS}, j.rank_vector${query.text?.relaxed ? ', j.search_vector' : ''}`

/** The tsquery of keyword pages' strict matching: every word, stemmed, no synonyms or corrections. */
const strictTsquery = (placeholder: string) => `plainto_tsquery('english', job_search_text(${placeholder}))`

/** The text part of a request once read: parsed words (after typo correction), and whether matching is relaxed. */
export interface ResolvedText {
  parsed: ParsedQuery
  /** Words typed -> the vocabulary words searched instead (typo correction). */
  corrections: Map<string, string>
  /** All words together matched nothing: list the jobs that match the most of them. */
  relaxed: boolean
}

/** A request whose category and location slugs are resolved to ids (null: no such filter; []: matches nothing). */
export interface ResolvedJobQuery extends JobQuery {
  categoryIds: number[] | null
  /** A location slug's ids are its own and those of the locations it holds (locationReach.ts). */
  locationIds: number[] | null
  /** A location slug named nothing (its ids alone cannot tell: a region's slug has many). */
  unknownLocation?: boolean
  /** The search text as read by parseQuery (smart matching); null for no text or strict matching. */
  text?: ResolvedText | null
}

export interface SearchClauses {
  /** Conditions over `jobs j`; every one is served by an index (see the job_search migration). */
  where: string
  orderBy: string
  /** With a relevant text search: the order is over the best RANK_WINDOW matches (see pageIdsSql). */
  windowed: boolean
  /** The plain 'relevant' order (featured now, then newest): pageIdsSql reads it from two index walks. */
  featuredFirst: boolean
  /** `where` in two parts: the text condition (null without text) and every other condition. */
  textWhere: string | null
  filterWhere: string
}

/** The text condition of a request and its relevance (added to the parameters only when asked for), or null. */
function textMatch(query: ResolvedJobQuery, params: SqlParams): { where: string; rank: () => string | null } | null {
  if (query.match === 'strict') {
    if (!hasSearchableText(query.q)) return null
    const placeholder = params.add(query.q)
    return { where: `j.search_vector @@ ${strictTsquery(placeholder)}`, rank: () => `ts_rank(${RANK_WEIGHTS}, j.rank_vector, ${strictTsquery(placeholder)})` }
  }
  if (!query.text) return null
  const { parsed, relaxed } = query.text
  const tsquery = matchTsquery(parsed, params, relaxed ? 'any' : 'all')
  if (!tsquery) return null
  const rank = () => {
    const byText = rankSql(parsed, params)
    return byText && relaxed ? `${clausesMatchedSql(parsed, params)} * 10 + ${byText}` : byText
  }
  return { where: `j.search_vector @@ ${tsquery}`, rank }
}

/** The filters of the panel that have facet counts: each facet counts with every filter but its own. */
export type FacetFilter = 'category' | 'location' | 'type' | 'experience' | 'salary' | 'timezone'

export interface SearchConditions {
  /** Conditions every facet shares: active, the text, and any filter without a facet. */
  base: string[]
  /** The condition of each facet filter the request sets. */
  facets: Partial<Record<FacetFilter, string>>
  text: ReturnType<typeof textMatch>
}

/**
 * The conditions over `jobs j` of a parsed request, split so facets can drop their own (the values go into
 * `params`). The one place that turns list filters into SQL.
 */
export function searchConditions(query: ResolvedJobQuery, params: SqlParams): SearchConditions {
  const text = textMatch(query, params)
  const base = [LIVE_JOB]
  if (text) base.push(text.where)
  if (query.companyId !== undefined) base.push(`j.company_id = ${params.add(query.companyId)}::int`)
  // A single value is written as '=' so the planner can walk the (column, featured, posted_at) indexes in order.
  const oneOf = (column: string, values: unknown[], type: string) =>
    values.length === 1 ? `${column} = ${params.add(values[0])}::${type}` : `${column} = ANY(${params.add(values)}::${type}[])`
  const facets: SearchConditions['facets'] = {}
  if (query.categoryIds) facets.category = oneOf('j.category_id', query.categoryIds, 'int')
  if (query.locationIds) facets.location = oneOf('j.location_id', query.locationIds, 'int')
  if (query.types.length) facets.type = oneOf('j.type', query.types, ENUM.enum_jobs_type)
  if (query.experience.length) facets.experience = oneOf('j.experience_level', query.experience, ENUM.enum_jobs_experience_level)
  if (query.salary.length) facets.salary = anyOf(query.salary.map((bucket) => salaryRange(bucket, params)))
  if (query.timezone.length) facets.timezone = anyOf(query.timezone.map((bucket) => timezoneRange(bucket, params)))
  base.push(...eligibilityConditions(query, params))
  return { base, facets, text }
}

/**
 * The search's WHERE and ORDER BY over `jobs j` for a parsed request; the values go into `params`.
 * `ranked` orders relevant searches by text relevance first (the page query; counts need no order).
 * The list calls and anything matching jobs against saved filters use it.
 */
export function searchClauses(query: ResolvedJobQuery, params: SqlParams, { ranked }: { ranked: boolean }): SearchClauses {
  const { base, facets, text } = searchConditions(query, params)
  const rank = ranked && query.sort === 'relevant' && text ? text.rank() : null
  const leading = eligibilityOrder(query)
  const conditions = [...base, ...Object.values(facets)]
  return {
    where: conditions.join(' AND '),
    orderBy: leading + orderBy(query.sort, rank),
    windowed: rank !== null,
    featuredFirst: query.sort === 'relevant' && rank === null && leading === '',
    textWhere: text?.where ?? null,
    filterWhere: conditions.filter((condition) => condition !== text?.where).join(' AND '),
  }
}

/** A job's salary figure: what the salary filter and 'highest' read (salaryMax, else salaryMin). */
export const SALARY_FIGURE = 'coalesce(j.salary_max, j.salary_min)'

const anyOf = (alternatives: string[]) => `(${alternatives.join(' OR ')})`

/** A job's salary figure is salaryMax, else salaryMin; the top bucket includes its upper bound; 'not given' is neither end. */
function salaryRange(bucket: SalaryBucket, params: SqlParams): string {
  if (bucket === SALARY_NOT_GIVEN.value) return `(${SALARY_FIGURE} IS NULL)`
  const { min, max } = SALARY_BUCKETS[bucket]
  return `(${SALARY_FIGURE} >= ${params.add(min)} AND ${SALARY_FIGURE} ${max >= 1_000_000 ? '<=' : '<'} ${params.add(max)})`
}

function timezoneRange(bucket: keyof typeof TIMEZONE_BUCKETS, params: SqlParams): string {
  const { min, max } = TIMEZONE_BUCKETS[bucket]
  return `(j.utc_offset BETWEEN ${params.add(min)} AND ${params.add(max)})`
}

/**
 * ORDER BY for the sort: with a text rank, relevance first, then featured (editorial or paid, FEATURED_NOW), then
 * newest (see docs/search.md, "Sort").
 */
function orderBy(sort: JobQuery['sort'], rank: string | null): string {
  switch (sort) {
    case 'newest':
      return 'j.posted_at DESC, j.id DESC'
    case 'highest':
      return `${SALARY_FIGURE} DESC NULLS LAST, j.posted_at DESC, j.id DESC`
    default:
      return `${rank ? `${rank} DESC, ` : ''}${FEATURED_NOW} DESC, j.posted_at DESC, j.id DESC`
  }
}

export function countSql(query: ResolvedJobQuery): SqlStatement {
  const params = new SqlParams()
  const { where } = searchClauses(query, params, { ranked: false })
  return { text: `SELECT count(*)::int AS count FROM jobs j WHERE ${where}`, values: params.values }
}

/**
 * The ids of one page, in order. A relevant text search ranks the newest RANK_WINDOW matches (more when the
 * page reaches past them); the plain relevant order is featured-now jobs newest first, then the others newest
 * first: two index walks (featured-now is a time-dependent expression no index holds, so one ORDER BY over it
 * would sort every match); every other order is read straight from an index.
 */
export function pageIdsSql(query: ResolvedJobQuery, windowRead: WindowRead = 'in-order'): SqlStatement {
  const params = new SqlParams()
  const clauses = searchClauses(query, params, { ranked: true })
  const { where, orderBy, windowed, featuredFirst } = clauses
  const offset = (query.page - 1) * query.limit
  const reach = () => params.add(Math.max(windowed ? RANK_WINDOW : 0, offset + query.limit))
  if (featuredFirst) {
    const walk = (featured: boolean) =>
      `(SELECT j.id, ${featured} AS featured_now, j.posted_at FROM jobs j WHERE ${where} AND ${featured ? FEATURED_NOW : NOT_FEATURED_NOW}
        ORDER BY j.posted_at DESC, j.id DESC LIMIT ${reach()})`
    const both = `${walk(true)} UNION ALL ${walk(false)}`
    return { text: `SELECT p.id FROM (${both}) p ORDER BY p.featured_now DESC, p.posted_at DESC, p.id DESC LIMIT ${params.add(query.limit)} OFFSET ${params.add(offset)}`, values: params.values }
  }
  const limit = params.add(query.limit)
  const skip = params.add(offset)
  if (windowed && windowRead !== 'in-order') {
    const newest = firstMatches('newest', { columns: windowColumns(query), clauses, order: NEWEST_ORDER, limit: reach() }, windowRead, params)
    return { text: `WITH ${newest} SELECT j.id FROM newest j ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${skip}`, values: params.values }
  }
  const from = windowed
    ? `(SELECT ${windowColumns(query)} FROM jobs j WHERE ${where}
        ${NEWEST_ORDER} LIMIT ${reach()}) j`
    : `jobs j WHERE ${where}`
  return { text: `SELECT j.id FROM ${from} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${skip}`, values: params.values }
}

/** Whether any live job has a pinned placement running: most lists of an aggregating board have none to look for. */
export const ANY_PINNED_SQL = `SELECT EXISTS (SELECT 1 FROM jobs j WHERE ${LIVE_JOB} AND ${PINNED_NOW}) AS any`

/** More pinned jobs than this matching one list would each be shown too rarely to be worth selling. */
export const MAX_PINNED_CANDIDATES = 200

/**
 * The pinned jobs (placement still running) that match a request, by id, at most MAX_PINNED_CANDIDATES: the
 * list's rotation (pinnedRotation.ts) picks each page's few from them.
 */
export function pinnedIdsSql(query: ResolvedJobQuery): SqlStatement {
  const params = new SqlParams()
  const { where } = searchClauses(query, params, { ranked: false })
  return { text: `SELECT j.id FROM jobs j WHERE ${where} AND ${PINNED_NOW} ORDER BY j.id LIMIT ${MAX_PINNED_CANDIDATES}`, values: params.values }
}

/** The columns a job card or page needs, over `jobs j` joined by JOB_JOINS. */
const JOB_COLUMNS = `j.id, j.slug, j.title, j.description, j.posted_at, j.reposted, j.type, j.featured, j.placement, j.placement_ends_at, j.salary_min, j.salary_max,
  j.salary_posted_min, j.salary_posted_max, j.salary_currency, j.salary_period, j.timezone, j.experience_level, j.source, j.external_id, j.apply_url,
  c.name AS company_name, c.website AS company_website, c.logo AS company_logo, c.slug AS company_slug,
  cat.name AS category_name, cat.slug AS category_slug,
  l.name AS location_name, l.slug AS location_slug, l.region AS location_region, ${ELIGIBILITY_COLUMNS},
  coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY r."order")
            FROM jobs_rels r JOIN skills s ON s.id = r.skills_id
            WHERE r.parent_id = j.id AND r.path = 'skills'), '[]'::json) AS skills`

const JOB_JOINS = `LEFT JOIN companies c ON c.id = j.company_id
  LEFT JOIN categories cat ON cat.id = j.category_id
  LEFT JOIN locations l ON l.id = j.location_id`

/** The job columns of the ids in `ids` (an int[] expression), in that order. */
function jobsInOrderSql(ids: string): string {
  return `WITH page AS (SELECT p.id, p.n FROM unnest(${ids}) WITH ORDINALITY AS p(id, n))
      SELECT ${JOB_COLUMNS} FROM page JOIN jobs j ON j.id = page.id ${JOB_JOINS} ORDER BY page.n`
}

/** One round trip for a page: the ordered ids (ARRAY keeps the order) joined to the job columns. */
export function pageJobsSql(query: ResolvedJobQuery, windowRead: WindowRead = 'in-order'): SqlStatement {
  const ids = pageIdsSql(query, windowRead)
  return { text: jobsInOrderSql(`ARRAY(${ids.text})`), values: ids.values }
}

/** The job columns of a page whose ids are known (from countedPageSql), in their order. */
export function jobsByIdsSql(ids: number[]): SqlStatement {
  const params = new SqlParams()
  const placeholder = params.add(ids)
  return { name: 'jobs-by-ids', text: jobsInOrderSql(`${placeholder}::int[]`), values: params.values }
}

/**
 * How many matches a bounded count reads (null: count them all): the request's countLimit or as far as its page
 * reaches, and the ranking window of a relevant text search, plus one to tell "exactly N" from "more than N".
 */
export function countCap(query: ResolvedJobQuery, { windowed }: { windowed: boolean }): number | null {
  if (!query.countLimit) return null
  return Math.max(query.countLimit, windowed ? RANK_WINDOW : 0, (query.page - 1) * query.limit + query.limit) + 1
}

/**
 * How a bounded read finds its first matches in the list's order (the same answer every way):
 * - 'in-order': as the planner likes, which for the newest order is walking the newest-first index and testing each
 *   job (cheap when matches are dense: a broad word's newest thousand are among its first few thousand jobs);
 * - 'every-match': every match from the GIN index, then the first of them by a top-N sort (cheap when they are few);
 * - `{ newestAtMost }`: the walk, giving up after that many jobs for every match (a walk that guessed wrong);
 * - `{ postedSince }`: the matches posted since then, from GIN and the posting-time index together (a bitmap AND, so
 *   only matches are read from the table), then the first of them by a top-N sort; every match only when they were
 *   too few. Exact from any time: when the matches since then fill the read, no older match can be among the first.
 *   With `wordsTested`, the jobs of that slice meeting the filters are read from their own indexes and each is tested
 *   for the words, without GIN: cheaper when the words match many more jobs than the filters leave in the slice.
 * searchJobs chooses for text searches (search/windowRead.ts).
 */
export type WindowRead = 'in-order' | 'every-match' | { newestAtMost: number } | { postedSince: string; wordsTested?: boolean }

/**
 * EXPLAIN of a request's matches (`part`: of its words alone, or of its filters alone): the planner's estimate of how
 * many jobs match (search/windowRead.ts reads it).
 */
export function matchEstimateSql(query: ResolvedJobQuery, part: 'all' | 'words' | 'filters' = 'all'): SqlStatement {
  const params = new SqlParams()
  const condition =
    part === 'words'
      ? [LIVE_JOB, textMatch(query, params)?.where ?? 'true'].join(' AND ')
      : searchClauses(part === 'filters' ? { ...query, match: 'smart', text: null } : query, params, { ranked: false }).where
  return { text: `EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs j WHERE ${condition}`, values: params.values }
}

/**
 * A filtered or text request's total and one page of ids in one read of its matches: the matches' ids and order
 * columns are read once (MATERIALIZED) and counted, and the page is ordered from them; a relevant text search
 * ranks the newest RANK_WINDOW of them (more when the page reaches past them). With a countLimit the read stops
 * after countCap matches in the list's own order (the newest, for a text search's window), so a broad word walks
 * the newest-first index for a thousand rows instead of visiting most of the table's heap: a total of countCap
 * means "at least"; such a bounded read carries the window's rank columns along. An exact count (no countLimit)
 * may read tens of thousands of matches, so it keeps only ids and order columns and its window is joined back for
 * its rank columns. Null for the bare list (every active job), counted exactly (cached) and whose page is read
 * straight from its indexes.
 */
export function countedPageSql(query: ResolvedJobQuery, windowRead: WindowRead = 'in-order'): (SqlStatement & { cap: number | null }) | null {
  const params = new SqlParams()
  const clauses = searchClauses(query, params, { ranked: true })
  const { where, orderBy, windowed } = clauses
  if (where === LIVE_JOB) return null
  const cap = countCap(query, { windowed })
  const offset = (query.page - 1) * query.limit
  const carried = windowed && cap !== null
  const columns = carried ? windowColumns(query) : ORDER_COLUMNS
  // The order the matches are read in: the newest for a text search's ranking window, else the list's own order
  // (a filter list then still reads every match once, as an exact count did: two index walks measured 5x slower
  // on a 3-filter list, each doing the same bitmap scan).
  const matches =
    cap === null
      ? `matches AS MATERIALIZED (SELECT ${columns} FROM jobs j WHERE ${where})`
      : firstMatches('matches', { columns, clauses, order: windowed ? NEWEST_ORDER : `ORDER BY ${orderBy}`, limit: params.add(cap) }, windowRead, params)
  const newestOfWindow = (columns: string) =>
    `SELECT ${columns} FROM matches m ORDER BY m.posted_at DESC, m.id DESC LIMIT ${params.add(Math.max(RANK_WINDOW, offset + query.limit))}`
  const ordered = !windowed
    ? `SELECT j.id FROM matches j ORDER BY ${orderBy}`
    : carried
      ? `SELECT j.id FROM (${newestOfWindow('*')}) j ORDER BY ${orderBy}`
      : `SELECT j.id FROM (${newestOfWindow('m.id')}) w JOIN jobs j ON j.id = w.id ORDER BY ${orderBy}`
  return {
    text: `WITH ${matches}
      SELECT (SELECT count(*) FROM matches)::int AS total,
        ARRAY(${ordered} LIMIT ${params.add(query.limit)} OFFSET ${params.add(offset)}) AS ids`,
    values: params.values,
    cap,
  }
}

const NEWEST_ORDER = 'ORDER BY j.posted_at DESC, j.id DESC'

/**
 * Common table expressions ending in one named `name`: the first `limit` (a placeholder) of the jobs matching
 * `clauses`, in `order`, with `columns`, read as `windowRead` says (the walk only serves the newest order).
 */
function firstMatches(
  name: string,
  { columns, clauses, order, limit }: { columns: string; clauses: SearchClauses; order: string; limit: string },
  windowRead: WindowRead,
  params: SqlParams,
): string {
  const { where } = clauses
  const matches = `SELECT ${columns} FROM jobs j WHERE ${where}`
  // Every match behind an OFFSET 0 fence, which keeps the planner from turning the read back into the walk.
  const everyMatch = `SELECT * FROM (${matches} OFFSET 0) j ${order} LIMIT ${limit}`
  if (windowRead === 'every-match') return `${name} AS MATERIALIZED (${everyMatch})`
  if (windowRead === 'in-order' || order !== NEWEST_ORDER) return `${name} AS MATERIALIZED (${matches} ${order} LIMIT ${limit})`
  // The newest jobs, at most that many, tested one by one, or the matches posted since a time; every match only when
  // they were too few (a condition PostgreSQL checks once, so the second read does not run when the first was enough).
  const walked =
    'newestAtMost' in windowRead
      ? `SELECT ${columns} FROM (SELECT j.* FROM jobs j WHERE ${LIVE_JOB} ${NEWEST_ORDER} LIMIT ${params.add(windowRead.newestAtMost)}) j
    WHERE ${where} LIMIT ${limit}`
      : `SELECT * FROM (${sliceRead(columns, clauses, windowRead, params)} OFFSET 0) j ${order} LIMIT ${limit}`
  return `walked AS MATERIALIZED (${walked}),
    ${name} AS MATERIALIZED ((SELECT * FROM walked WHERE (SELECT count(*) FROM walked) >= ${limit})
      UNION ALL (SELECT * FROM (${everyMatch}) e WHERE (SELECT count(*) FROM walked) < ${limit}))`
}

/**
 * The jobs of a `postedSince` slice that match: from GIN and the indexes together, or, with `wordsTested`, the slice's
 * jobs meeting the filters (their own indexes: OFFSET 0 keeps the words' condition out of that read, so GIN is not
 * used) each tested for the words.
 */
function sliceRead(columns: string, { where, textWhere, filterWhere }: SearchClauses, { postedSince, wordsTested }: { postedSince: string; wordsTested?: boolean }, params: SqlParams): string {
  const since = `j.posted_at >= ${params.add(postedSince)}::timestamptz`
  return wordsTested && textWhere
    ? `SELECT ${columns} FROM (SELECT j.* FROM jobs j WHERE ${filterWhere} AND ${since} OFFSET 0) j WHERE ${textWhere}`
    : `SELECT ${columns} FROM jobs j WHERE ${where} AND ${since}`
}

/** The job page's row: an active job by slug, with the same columns as a list. */
export function activeJobBySlugSql(slug: string): SqlStatement {
  const params = new SqlParams()
  return { name: 'active-job-by-slug', text: `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS} WHERE j.slug = ${params.add(slug)} AND ${LIVE_JOB}`, values: params.values }
}

/** The status of a job that is not active (expired or held), to tell a 410 from a 404 under review. */
export function jobStatusBySlugSql(slug: string): SqlStatement {
  const params = new SqlParams()
  return { text: `SELECT status FROM jobs WHERE slug = ${params.add(slug)} AND status <> ${JOB_STATUS.active} LIMIT 1`, values: params.values }
}
