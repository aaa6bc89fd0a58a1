import type { Pool } from 'pg'
import type { SqlParams } from '@cms/lib/sqlBuilder'
import { matchTsquery, rankSql } from './tsquerySql'
import type { ParsedQuery } from './parseQuery'
import { anyFeaturedEnded, postingsFilters, postingsText, rowsOf, type PostingsPlan } from './postingsRead'
import type { ResolvedJobQuery } from '../sql'
import { estimatedPostings } from './postingsStats'
import { lexemesOfTsquery, singleLexeme, tsqueriesOf } from './tsqueryText'

/**
 * A search of several words (or one word with spellings that stem differently) read from postings, with the GIN
 * plan's own order: relevance (ts_rank over rank_vector), then featured, then newest.
 *
 * Every posting carries its job's rank_vector, so the postings of one clause of the search (the driver: the clause
 * whose one-word spellings have the fewest postings) give, index-only, every job holding that clause in its title,
 * skills, company or category with its exact relevance (the same rankSql expression) and whether its ranked fields
 * alone already match the whole search (rank_vector is search_vector's title/skills part, same positions, so a match
 * there is a match). The few that do not are checked against the job's search_vector, in rank order, only until the
 * page is full. That page is the answer when nothing outside the driver's postings can rank as high: a matching job
 * without a driver posting holds the driver only in its description or as a phrase, so its relevance is at most what
 * the other words can add (each word's most in any job, the index's first entry, weighted as ts_rank weighs it:
 * `relevanceCeiling`). When that ceiling reaches the page's last relevance, when the driver's postings run short of
 * the page, or hold too many to read, the caller answers from the GIN plan.
 */

/** More driver postings than this are not read: the GIN plan's bounded window costs less by then. */
export const DRIVER_MAX_POSTINGS = 20_000

/** Slack between the ceiling (summed in double precision) and ts_rank's single-precision sums. */
const CEILING_MARGIN = 1e-4

interface Lexemes {
  /** Per clause, the lexemes of its one-word spellings (a job holding one matches the clause). */
  byClause: string[][]
  /** Every lexeme the relevance reads, with its weight there (ts_rank over every spelling plus over the typed ones). */
  weights: Map<string, number>
}

/**
 * The lexemes of a query and their weights in its relevance, or null when its relevance is not a weighted sum of
 * per-lexeme ranks. rankSql is ts_rank over every spelling plus ts_rank over the typed spellings; for a tsquery whose
 * top operator is OR (or a lone lexeme) ts_rank is the mean over its distinct lexemes of each one's own rank, which is
 * the posting's impact. A lone phrase is ranked differently (as an AND), and a spelling of stop words matches nothing.
 */
async function lexemesOf(pool: Pool, parsed: ParsedQuery): Promise<Lexemes | null> {
  const terms = parsed.clauses.flat()
  const allSpellings = terms.flatMap((term) => term.spellings)
  const [all, typed, byClauseTsqueries] = await Promise.all([
    tsqueriesOf(pool, allSpellings),
    tsqueriesOf(pool, terms.map((term) => term.typed)),
    Promise.all(parsed.clauses.map((clause) => tsqueriesOf(pool, clause.flatMap((term) => term.spellings)))),
  ])
  if ([...all, ...typed].some((tsquery) => !tsquery)) return null
  const isLonePhrase = (tsqueries: string[]) => tsqueries.length === 1 && !singleLexeme(tsqueries[0]!)
  if (isLonePhrase(all) || isLonePhrase(typed)) return null
  const weights = new Map<string, number>()
  for (const tsqueries of [all, typed]) {
    const distinct = new Set(tsqueries.flatMap(lexemesOfTsquery))
    for (const lexeme of distinct) weights.set(lexeme, (weights.get(lexeme) ?? 0) + 1 / distinct.size)
  }
  const byClause = byClauseTsqueries.map((tsqueries) => [...new Set(tsqueries.map(singleLexeme).filter((lexeme): lexeme is string => !!lexeme))])
  return { byClause, weights }
}

/**
 * The clause to read: the one whose one-word spellings have the fewest postings (a clause of phrases only cannot
 * drive), with their estimated number.
 */
async function driverOf(pool: Pool, byClause: string[][]): Promise<{ lexemes: string[]; postings: number } | null> {
  const candidates = byClause.filter((lexemes) => lexemes.length)
  if (!candidates.length) return null
  const estimates = await estimatedPostings(pool, candidates.flat())
  let at = 0
  const sized = candidates.map((lexemes) => ({ lexemes, postings: lexemes.reduce((sum) => sum + estimates[at++]!, 0) }))
  return sized.reduce((best, clause) => (clause.postings < best.postings ? clause : best))
}

interface DriverRead {
  /** Driver postings read (over DRIVER_MAX_POSTINGS: too many, not all read). */
  read: number
  /** Driver jobs whose ranked fields match the whole search. */
  sure: number
  /** The first `reach` matching driver jobs in the answer's order. */
  page: { id: number; rank: number; featured: boolean }[]
  /** Each non-driver lexeme's highest impact in any posting. */
  ceilings: Record<string, number | null>
}

/** The several-words read of a request, or null when its page is not one (the one-word or the GIN plan answers it). */
export async function severalWordsPlan(pool: Pool, query: ResolvedJobQuery): Promise<PostingsPlan | null> {
  const parsed = postingsText(query)
  if (!parsed) return null
  const lexemes = await lexemesOf(pool, parsed)
  const driver = lexemes && (await driverOf(pool, lexemes.byClause))
  if (!lexemes || !driver || driver.postings > DRIVER_MAX_POSTINGS) return null
  const others = [...lexemes.weights.keys()].filter((lexeme) => !driver.lexemes.includes(lexeme))
  const offset = (query.page - 1) * query.limit
  const reach = offset + query.limit
  const search = (params: SqlParams) => matchTsquery(parsed, params, 'all')!
  const driverTsquery = (params: SqlParams) => `${params.add(driver.lexemes.map((lexeme) => `'${lexeme}'`).join(' | '))}::tsquery`

  let driverRead: Promise<DriverRead> | undefined
  const readDriver = () =>
    (driverRead ??= rowsOf<DriverRead & Record<string, unknown>>(pool, (p) => {
      const postings = `SELECT j.job_id, j.featured, j.posted_at, j.rank_vector FROM job_postings j
        WHERE ${[`j.term = ANY(${p.add(driver.lexemes)}::text[])`, ...postingsFilters(query, p)].join(' AND ')} LIMIT ${p.add(DRIVER_MAX_POSTINGS + 1)}`
      // A job with two driver spellings (engineer, developer) has a posting for each: one row per job.
      const jobs = `SELECT DISTINCT ON (j.job_id) j.job_id AS id, j.featured, j.posted_at, j.rank_vector FROM postings j ORDER BY j.job_id`
      const ranked = `SELECT j.id, j.featured, j.posted_at, ${rankSql(parsed, p)} AS rank, j.rank_vector @@ ${search(p)} AS sure FROM driver j`
      // Sorted first, checked after (OFFSET 0 keeps the check out of the sort): a job's search_vector is read only
      // while the page is not full.
      const page = `SELECT r.id, r.rank::float8 AS rank, r.featured
        FROM (SELECT * FROM ranked ORDER BY rank DESC, featured DESC, posted_at DESC, id DESC OFFSET 0) r
        WHERE r.sure OR EXISTS (SELECT 1 FROM jobs j WHERE j.id = r.id AND j.search_vector @@ ${search(p)}) LIMIT ${p.add(reach)}`
      const ceiling = `SELECT j.impact FROM job_postings j WHERE j.term = t ORDER BY j.impact DESC LIMIT 1`
      return `WITH postings AS MATERIALIZED (${postings}), driver AS MATERIALIZED (${jobs}), ranked AS MATERIALIZED (${ranked})
        SELECT (SELECT count(*)::int FROM postings) AS read, (SELECT count(*)::int FROM ranked WHERE sure) AS sure,
          coalesce((SELECT json_agg(p) FROM (${page}) p), '[]') AS page,
          (SELECT coalesce(json_object_agg(t, (${ceiling})), '{}') FROM unnest(${p.add(others)}::text[]) AS t) AS ceilings`
    }).then((rows) => rows[0]!))

  return {
    async count(cap) {
      const { read, sure } = await readDriver()
      if (read > DRIVER_MAX_POSTINGS) return countAll(pool, query, parsed, cap)
      if (cap !== null && sure >= cap) return sure
      // The other matches: driver jobs matching through their description, and jobs without a driver posting.
      const rest = await rowsOf<{ n: number }>(pool, (p) => {
        const where = [`j.status = 'active'`, `j.search_vector @@ ${search(p)}`, `NOT (j.rank_vector @@ (${search(p)} && ${driverTsquery(p)}))`, ...postingsFilters(query, p)]
        return `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs j WHERE ${where.join(' AND ')}${cap === null ? '' : ` LIMIT ${p.add(cap - sure)}`}) m`
      })
      return sure + rest[0]!.n
    },
    async page() {
      const { read, page, ceilings } = await readDriver()
      if (read > DRIVER_MAX_POSTINGS || page.length < reach) return null
      const ceiling = others.reduce((sum, lexeme) => sum + lexemes.weights.get(lexeme)! * (ceilings[lexeme] ?? 0), 0)
      if (ceiling + CEILING_MARGIN >= page[reach - 1]!.rank) return null
      if (await anyFeaturedEnded(pool, page.filter((row) => row.featured).map((row) => row.id))) return null
      return page.slice(offset).map((row) => row.id)
    },
  }
}

/** The count when the driver's postings were too many to read: every match, as the GIN plan counts them. */
async function countAll(pool: Pool, query: ResolvedJobQuery, parsed: ParsedQuery, cap: number | null): Promise<number> {
  const rows = await rowsOf<{ n: number }>(pool, (p) => {
    const where = [`j.status = 'active'`, `j.search_vector @@ ${matchTsquery(parsed, p, 'all')}`, ...postingsFilters(query, p)]
    return `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs j WHERE ${where.join(' AND ')}${cap === null ? '' : ` LIMIT ${p.add(cap)}`}) m`
  })
  return rows[0]!.n
}
