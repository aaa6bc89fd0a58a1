import type { Pool } from 'pg'
import { isDictionaryWord, term, type ParsedQuery, type Term } from './parseQuery'
import { refreshVocabularyIfOld } from './vocabulary'
import { LIVE_JOB } from '../sql'

/** Words shorter than this are never corrected: too many real words are one letter apart ('ux', 'go', 'qa'). */
const MIN_CORRECTED_LENGTH = 4

/** Most edits a correction may need (Levenshtein): 1 for words of 4 letters, 2 from 5. */
const maxEdits = (word: string) => (word.length >= 5 ? 2 : 1)

/**
 * How many of the vocabulary's entries nearest by trigram distance (from the GiST index) are weighed by edit
 * distance: a word one or two edits away shares most of its trigrams, so it is among the nearest few dozen.
 */
const NEAREST_CANDIDATES = 50

/**
 * Each word's correction, for the words that need one (see correctTypos). A word is known when it is in the
 * vocabulary, when its one lexeme is a posting's term (a live job holds it in a ranked field: an index probe), or
 * when a live job holds it anywhere; the last is a GIN match, which for a typo that stems to a common word
 * ('enginer' -> engin) lists hundreds of thousands of jobs, so the two probes come first (a materialised CTE keeps
 * that order).
 */
const CORRECTIONS_SQL = `WITH unlisted AS MATERIALIZED (
    SELECT w.word, w.max_edits FROM unnest($1::text[], $2::int[]) AS w(word, max_edits)
    WHERE NOT EXISTS (SELECT 1 FROM job_search_vocabulary known WHERE known.word = w.word)
      AND NOT EXISTS (
        SELECT 1 FROM tsvector_to_array(to_tsvector('english', w.word)) AS lexemes
        JOIN job_postings p ON p.term = lexemes[1]
        WHERE cardinality(lexemes) = 1)
  )
  SELECT w.word, c.word AS correction
  FROM unlisted w
  CROSS JOIN LATERAL (
    SELECT v.word FROM (
      SELECT near.word, near.hits FROM job_search_vocabulary near ORDER BY near.word <-> w.word LIMIT ${NEAREST_CANDIDATES}
    ) v
    WHERE abs(length(v.word) - length(w.word)) <= w.max_edits
      AND levenshtein_less_equal(v.word, w.word, w.max_edits) <= w.max_edits
    ORDER BY levenshtein(v.word, w.word), similarity(v.word, w.word) DESC, v.hits DESC, v.word
    LIMIT 1
  ) c
  WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE ${LIVE_JOB} AND j.search_vector @@ plainto_tsquery('english', w.word))`

export interface CorrectedQuery {
  parsed: ParsedQuery
  /** word typed -> word searched instead; empty when nothing was corrected. */
  corrections: Map<string, string>
}

const correctable = (t: Term) => !t.quoted && !t.typed.includes(' ') && t.typed.length >= MIN_CORRECTED_LENGTH && !/\d/.test(t.typed) && !isDictionaryWord(t.typed)

/**
 * Typo tolerance: a query word that matches no active job and is not in the vocabulary (the words of
 * active titles, skills, companies and categories) is replaced by the nearest vocabulary word: fewest edits,
 * then trigram similarity, then the most used. One statement for all the words: a word found in the vocabulary
 * or in an active job stops at that index lookup; the others weigh only their NEAREST_CANDIDATES entries by
 * trigram distance (the vocabulary's GiST index). Words in quotes, short words, numbers and dictionary words
 * are left as typed.
 */
export async function correctTypos(pool: Pool, parsed: ParsedQuery): Promise<CorrectedQuery> {
  const words = [...new Set(parsed.clauses.flat().filter(correctable).map((t) => t.typed))]
  if (!words.length) return { parsed, corrections: new Map() }
  await refreshVocabularyIfOld(pool)
  const { rows } = await pool.query<{ word: string; correction: string }>({ name: 'typo-corrections', text: CORRECTIONS_SQL, values: [words, words.map(maxEdits)] })
  const corrections = new Map(rows.filter((r) => r.correction !== r.word).map((r) => [r.word, r.correction]))
  if (!corrections.size) return { parsed, corrections }
  const fix = (t: Term) => (corrections.has(t.typed) && !t.quoted ? term(corrections.get(t.typed)!) : t)
  return { parsed: { ...parsed, clauses: parsed.clauses.map((clause) => clause.map(fix)) }, corrections }
}

/** The user's text with each corrected word replaced, for "Showing results for …". */
export function correctedText(text: string, corrections: Map<string, string>): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const plain = word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()
    return corrections.get(plain) ?? word
  })
}
