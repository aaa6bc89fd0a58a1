import type { Pool } from 'pg'
import { preparedName, SqlParams } from '@cms/lib/sqlBuilder'
import { eligibilityConditions, eligibilityOrder } from '../eligibilityFilter'
import { FEATURED_NOW, LIVE_JOB, searchConditions, type ResolvedJobQuery } from '../sql'
import { tsqueriesOf } from './tsqueryText'

/**
 * The search read from postings (table job_postings, kept by the jobs' own trigger; docs/search.md): a one-word
 * search's page is one index range read of that word's postings in the answer's order (rank, featured, newest),
 * stopping when the page is full, instead of a GIN match of every job holding the word and a sort of its newest
 * thousand. Jobs that hold the word only in their description (rank 0, after every posting) follow from the GIN
 * index, read only when a page reaches past the postings.
 */

/** `'python'` -> python: a tsquery of one lexeme and nothing else, or null. */
const singleLexeme = (tsquery: string) => /^'([^'\\]+)'$/.exec(tsquery)?.[1] ?? null

/**
 * The request's filters over `j`: the postings carry every list filter and the visitor's country and time zone
 * under the jobs' own column names and types, so the where-builder's conditions read them index-only.
 */
const filtersOf = (query: ResolvedJobQuery, params: SqlParams) => {
  const { facets } = searchConditions({ ...query, text: null, country: null, tz: null, eligibilityUnknown: false }, params)
  return [...Object.values(facets), ...eligibilityConditions(query, params)]
}

/**
 * The one lexeme a request's text comes down to, when its page can be read from postings: a relevant-order search
 * for one word (its spellings and synonyms stemming to that same word) and no exclusion. Null otherwise (several
 * words, phrases, OR of different words, a country landing page, or `postings: false`).
 */
async function postingsLexeme(pool: Pool, query: ResolvedJobQuery): Promise<string | null> {
  const parsed = query.text?.parsed
  if (query.postings === false || !parsed || query.text?.relaxed || query.match !== 'smart' || query.sort !== 'relevant') return null
  // A country landing page puts restricted jobs first: an order the postings do not hold.
  if (parsed.clauses.length !== 1 || parsed.excluded.length || eligibilityOrder(query)) return null
  const lexemes = new Set((await tsqueriesOf(pool, parsed.clauses[0]!.flatMap((t) => t.spellings))).map(singleLexeme))
  const [lexeme] = lexemes
  return lexemes.size === 1 && lexeme ? lexeme : null
}

export interface PostingsPlan {
  /** The matches' total, counted from postings (and the description-only matches) until `cap` (null: all). */
  count(cap: number | null): Promise<number>
  /** The page's ids in order, or null when a posting's featured flag has gone stale (the caller uses the GIN plan). */
  page(): Promise<number[] | null>
}

/** The postings read of a request, or null when its page is not a postings read (the GIN plan answers it). */
export async function postingsPlan(pool: Pool, query: ResolvedJobQuery): Promise<PostingsPlan | null> {
  const lexeme = await postingsLexeme(pool, query)
  if (!lexeme) return null
  const postingsWhere = (params: SqlParams) => [`j.term = ${params.add(lexeme)}`, ...filtersOf(query, params)].join(' AND ')
  // A match whose ranked fields lack the word holds it in its description only: it ranks 0, after every posting.
  const descriptionOnlyWhere = (params: SqlParams) => {
    const tsquery = `${params.add(`'${lexeme}'`)}::tsquery`
    return [LIVE_JOB, `j.search_vector @@ ${tsquery}`, `NOT (j.rank_vector @@ ${tsquery})`, ...filtersOf(query, params)].join(' AND ')
  }
  // Postings reads are index range scans whatever the word: prepared once per shape. The description-only reads
  // are not: how many jobs a word matches decides their plan.
  const rows = async <Row extends Record<string, unknown>>(build: (params: SqlParams) => string, { prepared = false } = {}) => {
    const params = new SqlParams()
    const text = build(params)
    return (await pool.query<Row>({ text, values: params.values, name: prepared ? preparedName(text) : undefined })).rows
  }
  const countUpTo = async (where: (params: SqlParams) => string, from: string, limit: number | null) =>
    (await rows<{ n: number }>((p) => `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where(p)}${limit === null ? '' : ` LIMIT ${p.add(limit)}`}) m`, { prepared: where === postingsWhere }))[0]!.n

  return {
    async count(cap) {
      const inPostings = await countUpTo(postingsWhere, 'job_postings j', cap)
      if (cap !== null && inPostings >= cap) return inPostings
      return inPostings + (await countUpTo(descriptionOnlyWhere, 'jobs j', cap === null ? null : cap - inPostings))
    },
    async page() {
      const offset = (query.page - 1) * query.limit
      const reach = offset + query.limit
      const read = await rows<{ id: number; featured: boolean }>(
        (p) => `SELECT j.job_id AS id, j.featured FROM job_postings j WHERE ${postingsWhere(p)}
          ORDER BY j.impact DESC, j.featured DESC, j.posted_at DESC, j.job_id DESC LIMIT ${p.add(reach)}`,
        { prepared: true },
      )
      if (await anyFeaturedEnded(pool, read.filter((row) => row.featured).map((row) => row.id))) return null
      const ids = read.slice(offset).map((row) => row.id)
      if (read.length === reach) return ids
      const rest = await rows<{ id: number }>(
        (p) => `SELECT j.id FROM jobs j WHERE ${descriptionOnlyWhere(p)}
          ORDER BY ${FEATURED_NOW} DESC, j.posted_at DESC, j.id DESC LIMIT ${p.add(query.limit - ids.length)} OFFSET ${p.add(Math.max(0, offset - read.length))}`,
      )
      return [...ids, ...rest.map((row) => row.id)]
    },
  }
}

const ANY_FEATURED_ENDED_SQL = `SELECT EXISTS (SELECT 1 FROM jobs j WHERE j.id = ANY($1::int[]) AND NOT ${FEATURED_NOW}) AS ended`

/**
 * Whether a job the postings hold as featured is featured no more: a paid placement that ended without a write
 * (nothing rewrote its postings). Featured jobs are few, so this reads a handful of rows.
 */
async function anyFeaturedEnded(pool: Pool, ids: number[]): Promise<boolean> {
  if (!ids.length) return false
  const { rows } = await pool.query<{ ended: boolean }>({ name: 'any-featured-ended', text: ANY_FEATURED_ENDED_SQL, values: [ids] })
  return rows[0]!.ended
}
