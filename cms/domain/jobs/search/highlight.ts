import stem from 'wink-porter2-stemmer'
import { decodeEntities } from '../mapJobRow'

/**
 * The description's passage that matched a text search, marked: worked out here from the page's own rows, after
 * they are read, instead of by ts_headline in the query (which parsed and stemmed every word of every description on
 * the page, most of the cost of reading a page of results). A word is a match when its stem is one of the query's
 * lexemes as PostgreSQL made them (tsqueryText.ts): the same Snowball English stemmer (Porter2) stems the words here,
 * and words with digits stay as they are, as the `english` configuration leaves them.
 */

/** The passage's length in words, and how many words may come before its first match (ts_headline's MaxWords was 28). */
const PASSAGE_WORDS = 28
const WORDS_BEFORE = 6

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

interface Word {
  start: number
  end: number
  /** The lexeme it would be in a document, or null when it is none of the query's. */
  lexeme: string | null
}

/** Lower-cased, accents removed, as job_search_text() normalises documents. */
const normalised = (word: string) => word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()

/**
 * word as written -> its lexeme. Stemming is most of the work (about 15 µs a word, a page's ten descriptions hold over
 * a thousand), and descriptions share most of their words, so each is stemmed once per process.
 */
const lexemeMemo = new Map<string, string>()
const LEXEME_MEMO_MAX = 50_000

function lexemeOf(word: string): string {
  const known = lexemeMemo.get(word)
  if (known !== undefined) return known
  const plain = normalised(word)
  const lexeme = /\d/.test(plain) ? plain : stem(plain)
  if (lexemeMemo.size >= LEXEME_MEMO_MAX) lexemeMemo.clear()
  lexemeMemo.set(word, lexeme)
  return lexeme
}

function wordsOf(text: string, lexemes: ReadonlySet<string>): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((match) => {
    const lexeme = lexemeOf(match[0])
    return { start: match.index, end: match.index + match[0].length, lexeme: lexemes.has(lexeme) ? lexeme : null }
  })
}

/** The first window of PASSAGE_WORDS words holding the most different query words, as [first, last] word indexes. */
function bestWindow(words: Word[]): [number, number] | null {
  let best: { first: number; found: number } | null = null
  for (const [i, word] of words.entries()) {
    if (!word.lexeme) continue
    const first = Math.max(0, i - WORDS_BEFORE)
    const found = new Set(words.slice(first, first + PASSAGE_WORDS).map((w) => w.lexeme).filter(Boolean)).size
    if (!best || found > best.found) best = { first, found }
  }
  return best && [best.first, Math.min(words.length, best.first + PASSAGE_WORDS) - 1]
}

/**
 * The passage of a job's description (stored sanitised HTML) that holds the most of the query's words, as safe
 * markup: text escaped, each match in <mark> (the only tag). Undefined when no word of the description matches (the
 * job matched by its title, skills, company or category).
 */
export function highlightPassage(descriptionHtml: string, lexemes: ReadonlySet<string>): string | undefined {
  if (!lexemes.size) return undefined
  const text = decodeEntities(descriptionHtml.replace(/<[^>]*>/g, ' '))
  const words = wordsOf(text, lexemes)
  const window = bestWindow(words)
  if (!window) return undefined
  const [first, last] = window
  let html = ''
  let at = words[first]!.start
  for (const word of words.slice(first, last + 1)) {
    if (!word.lexeme) continue
    html += `${escapeHtml(text.slice(at, word.start))}<mark>${escapeHtml(text.slice(word.start, word.end))}</mark>`
    at = word.end
  }
  // The passage runs to the next word, so a sentence's full stop stays with it.
  const end = words[last + 1]?.start ?? text.length
  return (html + escapeHtml(text.slice(at, end))).replace(/\s+/g, ' ').trim()
}
