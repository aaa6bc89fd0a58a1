import type { Pool } from 'pg'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { eligibilityConditions, eligibilityOrder } from '../eligibilityFilter'
import { FEATURED_NOW, searchConditions, type ResolvedJobQuery } from '../sql'
import type { ParsedQuery } from './parseQuery'

/** What both postings reads (one word, several words) answer: the matches' total and the page's ids. */
export interface PostingsPlan {
  /** The matches' total, counted from postings (and the matches they do not hold) until `cap` (null: all). */
  count(cap: number | null): Promise<number>
  /** The page's ids in order, or null when postings cannot answer it exactly (the caller uses the GIN plan). */
  page(): Promise<number[] | null>
}

/**
 * The words of a request that a postings read may answer: a relevant-order search box or feed search (smart
 * matching, not relaxed) without exclusions. Null otherwise: `postings: false`, no text, keyword pages' strict
 * matching, `newest`/`highest`, a company's list, or a country landing page (restricted jobs first: an order the
 * postings do not hold).
 */
export function postingsText(query: ResolvedJobQuery): ParsedQuery | null {
  const parsed = query.text?.parsed
  if (query.postings === false || !parsed || query.text?.relaxed || query.match !== 'smart' || query.sort !== 'relevant') return null
  if (parsed.excluded.length || eligibilityOrder(query) || query.companyId !== undefined) return null
  return parsed
}

/**
 * The request's filters over `j`: the postings carry every list filter and the visitor's country and time zone
 * under the jobs' own column names and types, so the where-builder's conditions read them index-only.
 */
export const postingsFilters = (query: ResolvedJobQuery, params: SqlParams) => {
  const { facets } = searchConditions({ ...query, text: null, country: null, tz: null, eligibilityUnknown: false }, params)
  return [...Object.values(facets), ...eligibilityConditions(query, params)]
}

/** Runs a statement built against fresh parameters. */
export async function rowsOf<Row extends Record<string, unknown>>(pool: Pool, build: (params: SqlParams) => string): Promise<Row[]> {
  const params = new SqlParams()
  const text = build(params)
  return (await pool.query<Row>(text, params.values)).rows
}

/**
 * Whether a job the postings hold as featured is featured no more: a paid placement that ended without a write
 * (nothing rewrote its postings). Featured jobs are few, so this reads a handful of rows.
 */
export async function anyFeaturedEnded(pool: Pool, ids: number[]): Promise<boolean> {
  if (!ids.length) return false
  const { rows } = await pool.query<{ ended: boolean }>(`SELECT EXISTS (SELECT 1 FROM jobs j WHERE j.id = ANY($1::int[]) AND NOT ${FEATURED_NOW}) AS ended`, [ids])
  return rows[0]!.ended
}
