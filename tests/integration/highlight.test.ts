import { describe, expect, it } from 'vitest'
import { highlightPassage } from '@cms/domain/jobs/search/highlight'
import { wantedLexemes } from '@cms/domain/jobs/search/tsqueryText'
import { parseQuery } from '@cms/domain/jobs/search/parseQuery'
import { poolOf } from '@cms/lib/sql'
import { getTestPayload } from './helpers'

describe('highlighted passages agree with what PostgreSQL matched', () => {
  it('every word of the jobs\' descriptions that PostgreSQL stems to a query lexeme is marked', async () => {
    const pool = poolOf(await getTestPayload())
    // The descriptions' own words, each one stemmed by the database's English dictionary (stop words have none).
    const { rows } = await pool.query<{ word: string; lexeme: string }>(
      `SELECT DISTINCT w.word, l.lexeme FROM (SELECT description FROM jobs ORDER BY id LIMIT 400) j,
         regexp_matches(regexp_replace(j.description, '<[^>]*>', ' ', 'g'), '([A-Za-z]+)', 'g') AS m(parts),
         LATERAL (SELECT lower(m.parts[1]) AS word) w, LATERAL unnest(ts_lexize('english_stem', w.word)) AS l(lexeme)`,
    )
    expect(rows.length).toBeGreaterThan(300)
    const unmarked = rows.filter(({ word, lexeme }) => highlightPassage(`<p>${word}</p>`, new Set([lexeme])) !== `<mark>${word}</mark>`)
    expect(unmarked).toEqual([])
  })

  it("marks the spellings a query's synonyms add, stemmed as the match stems them", async () => {
    const pool = poolOf(await getTestPayload())
    const lexemes = await wantedLexemes(pool, parseQuery('k8s engineer'))
    expect(highlightPassage('<p>Kubernetes developers running clusters</p>', lexemes)).toBe('<mark>Kubernetes</mark> <mark>developers</mark> running clusters')
  })
})
