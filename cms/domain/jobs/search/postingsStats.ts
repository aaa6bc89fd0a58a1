import type { Pool } from 'pg'

/**
 * How many postings a term has, as PostgreSQL's own statistics of `job_postings.term` estimate it (the most common
 * terms with their share, the rest sharing what is left): enough to choose which word of a search to read, at no
 * cost per search. Read again at most every 10 minutes; only the choice of plan depends on it, never an answer.
 */
const REREAD_EVERY_MS = 10 * 60 * 1000

interface TermStats {
  common: Map<string, number>
  /** The estimate for any term that is not among the most common. */
  other: number
}

let stats: { at: number; value: Promise<TermStats> } | null = null

async function readStats(pool: Pool): Promise<TermStats> {
  const { rows } = await pool.query<{ vals: string[] | null; freqs: number[] | null; n_distinct: number | null; rows: number }>(
    `SELECT s.most_common_vals::text::text[] AS vals, s.most_common_freqs AS freqs, s.n_distinct, greatest(c.reltuples, 0)::float8 AS rows
     FROM pg_class c LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = c.relname AND s.attname = 'term'
     WHERE c.oid = 'job_postings'::regclass`,
  )
  const row = rows[0]
  if (!row?.vals || !row.freqs) return { common: new Map(), other: 0 }
  const distinct = row.n_distinct === null ? 0 : row.n_distinct < 0 ? -row.n_distinct * row.rows : row.n_distinct
  const commonShare = row.freqs.reduce((sum, f) => sum + f, 0)
  const others = Math.max(1, distinct - row.vals.length)
  return {
    common: new Map(row.vals.map((term, i) => [term, row.freqs![i]! * row.rows])),
    other: ((1 - commonShare) * row.rows) / others,
  }
}

/** Estimated postings of each term (0 for every term on a table never analysed: the caller then reads in query order). */
export async function estimatedPostings(pool: Pool, terms: string[]): Promise<number[]> {
  if (!stats || Date.now() - stats.at > REREAD_EVERY_MS) stats = { at: Date.now(), value: readStats(pool) }
  const value = await stats.value.catch((error: unknown) => {
    stats = null
    throw error
  })
  return terms.map((term) => value.common.get(term) ?? value.other)
}
