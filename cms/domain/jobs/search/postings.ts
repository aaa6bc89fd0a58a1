import type { Pool } from 'pg'
import type { SqlParams } from '@cms/lib/sqlBuilder'
import { FEATURED_NOW, type ResolvedJobQuery } from '../sql'
import { anyFeaturedEnded, postingsFilters, postingsText, rowsOf, type PostingsPlan } from './postingsRead'
import { severalWordsPlan } from './severalWords'
import { singleLexeme, tsqueriesOf } from './tsqueryText'

export type { PostingsPlan } from './postingsRead'

/**
 * The search read from postings (table job_postings, kept by the jobs' own trigger; docs/search.md): a one-word
 * search's page is one index range read of that word's postings in the answer's order (rank, featured, newest),
 * stopping when the page is full, instead of a GIN match of every job holding the word and a sort of its newest
 * thousand. Jobs that hold the word only in their description (rank 0, after every posting) follow from the GIN
 * index, read only when a page reaches past the postings.
 */

/**
 * The one lexeme a request's text comes down to, when its page can be read from postings: a relevant-order search
 * for one word (its spellings and synonyms stemming to that same word) and no exclusion. Null otherwise (several
 * words, phrases, OR of different words, a country landing page, or `postings: false`).
 */
async function postingsLexeme(pool: Pool, query: ResolvedJobQuery): Promise<string | null> {
  const parsed = postingsText(query)
  if (parsed?.clauses.length !== 1) return null
  const lexemes = new Set((await tsqueriesOf(pool, parsed.clauses[0]!.flatMap((t) => t.spellings))).map(singleLexeme))
  const [lexeme] = lexemes
  return lexemes.size === 1 && lexeme ? lexeme : null
}

/**
 * The postings read of a request (one word here, several words in severalWords.ts), or null when its page is not a
 * postings read (the GIN plan answers it).
 */
export async function postingsPlan(pool: Pool, query: ResolvedJobQuery): Promise<PostingsPlan | null> {
  const lexeme = await postingsLexeme(pool, query)
  if (!lexeme) return severalWordsPlan(pool, query)
  const postingsWhere = (params: SqlParams) => [`j.term = ${params.add(lexeme)}`, ...postingsFilters(query, params)].join(' AND ')
  // A match whose ranked fields lack the word holds it in its description only: it ranks 0, after every posting.
  const descriptionOnlyWhere = (params: SqlParams) => {
    const tsquery = `${params.add(`'${lexeme}'`)}::tsquery`
    return [`j.status = 'active'`, `j.search_vector @@ ${tsquery}`, `NOT (j.rank_vector @@ ${tsquery})`, ...postingsFilters(query, params)].join(' AND ')
  }
  const rows = <Row extends Record<string, unknown>>(build: (params: SqlParams) => string) => rowsOf<Row>(pool, build)
  const countUpTo = async (where: (params: SqlParams) => string, from: string, limit: number | null) =>
    (await rows<{ n: number }>((p) => `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where(p)}${limit === null ? '' : ` LIMIT ${p.add(limit)}`}) m`))[0]!.n

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
