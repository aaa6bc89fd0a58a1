import type { SqlParams } from '@cms/lib/sqlBuilder'
import type { ParsedQuery, Term } from './parseQuery'

/**
 * A parsed query as SQL tsquery expressions (the words go in as parameters, so no text can break the
 * syntax). Each spelling is `phraseto_tsquery('english', …)`: stemmed like the documents, its words in order.
 */

/**
 * How much a match counts by where it is: {D, C, B, A} = {-, description, company/skills/category, title}. Ranks
 * are computed on `rank_vector` (title, company, skills, category): a word in the description makes a job match,
 * never rank higher, so a word most descriptions use cannot lift a job above one that has it in its title.
 */
export const RANK_WEIGHTS = `'{0, 0, 0.4, 1}'`

function spelling(text: string, params: SqlParams): string {
  return `phraseto_tsquery('english', ${params.add(text)})`
}

function anySpelling(terms: Term[], params: SqlParams, { typedOnly }: { typedOnly: boolean }): string {
  const parts = terms.flatMap((t) => (typedOnly ? [t.typed] : t.spellings)).map((s) => spelling(s, params))
  return parts.length === 1 ? parts[0]! : `(${parts.join(' || ')})`
}

/**
 * The match: 'all' needs every clause (the default); 'any' needs at least one clause (relaxed matching,
 * when all of them together match nothing). Excluded terms are excluded in both. Null when nothing to match.
 */
export function matchTsquery(query: ParsedQuery, params: SqlParams, mode: 'all' | 'any'): string | null {
  const clauses = query.clauses.map((clause) => anySpelling(clause, params, { typedOnly: false }))
  const wanted = clauses.length > 1 ? `(${clauses.join(mode === 'all' ? ' && ' : ' || ')})` : (clauses[0] ?? '')
  const unwanted = query.excluded.map((t) => `!!${anySpelling([t], params, { typedOnly: false })}`)
  const parts = [wanted, ...unwanted].filter(Boolean)
  // Parenthesised when combined: `@@` binds tighter than `&&`.
  return parts.length === 0 ? null : parts.length === 1 ? parts[0]! : `(${parts.join(' && ')})`
}

/**
 * Text relevance of `j`: every wanted spelling found counts by where it is (title far above skills, both far
 * above the description), and the spellings typed count again, so 'engineer' lists Engineers before the
 * Developers its synonym also finds. Null without wanted terms.
 */
export function rankSql(query: ParsedQuery, params: SqlParams): string | null {
  const terms = query.clauses.flat()
  if (!terms.length) return null
  const rank = (tsquery: string) => `ts_rank(${RANK_WEIGHTS}, j.rank_vector, ${tsquery})`
  return `(${rank(anySpelling(terms, params, { typedOnly: false }))} + ${rank(anySpelling(terms, params, { typedOnly: true }))})`
}

/** How many of the wanted clauses a job matches anywhere, description included (relaxed matching ranks by it first). */
export function clausesMatchedSql(query: ParsedQuery, params: SqlParams): string {
  return `(${query.clauses.map((clause) => `(j.search_vector @@ ${anySpelling(clause, params, { typedOnly: false })})::int`).join(' + ')})`
}
