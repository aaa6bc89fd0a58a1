import type { Pool } from 'pg'
import type { ParsedQuery } from './parseQuery'

/**
 * What PostgreSQL makes of a spelling: its `phraseto_tsquery('english', …)` text (the match's own function, so the
 * same stemming and stop words), asked for only once per spelling. It is a pure function of the text, so any server
 * may keep it.
 */
const tsqueryText = new Map<string, string>()
const TSQUERY_MEMO_MAX = 20_000

/** The tsquery text of each spelling, in order, asking PostgreSQL only for new ones. */
export async function tsqueriesOf(pool: Pool, spellings: string[]): Promise<string[]> {
  const unknown = [...new Set(spellings.filter((s) => !tsqueryText.has(s)))]
  if (unknown.length) {
    const { rows } = await pool.query<{ spelling: string; tsquery: string }>(
      `SELECT s AS spelling, phraseto_tsquery('english', s)::text AS tsquery FROM unnest($1::text[]) AS s`,
      [unknown],
    )
    if (tsqueryText.size + rows.length > TSQUERY_MEMO_MAX) tsqueryText.clear()
    for (const row of rows) tsqueryText.set(row.spelling, row.tsquery)
  }
  return spellings.map((s) => tsqueryText.get(s)!)
}

/** The lexemes of a tsquery's text: `'node' <-> 'js'` -> node, js (normalised words hold no quote). */
const lexemesOfTsquery = (tsquery: string) => [...tsquery.matchAll(/'([^']+)'/g)].map((match) => match[1]!)

/** Every lexeme the wanted words of a query look for (each spelling of each clause), for marking them in text. */
export async function wantedLexemes(pool: Pool, query: ParsedQuery): Promise<Set<string>> {
  const spellings = query.clauses.flat().flatMap((term) => term.spellings)
  return new Set((await tsqueriesOf(pool, spellings)).flatMap(lexemesOfTsquery))
}
