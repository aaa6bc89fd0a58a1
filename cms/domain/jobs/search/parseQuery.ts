import type { ExperienceLevel } from '@cms/contract/jobs'
import { spellSymbolWords } from './symbolWords'
import { SYNONYM_GROUPS } from './synonyms'

/**
 * The one reader of search text (the search box, alerts and feeds): what the words mean, before any SQL.
 * - websearch syntax: "quoted words" are a phrase, `a OR b` either, `-word` or `-"a phrase"` excludes;
 * - words are lower-cased, accents removed, 'C#', 'C++' and '.NET' spelled as words (symbolWords.ts), every other
 *   character a space (as the stored documents are);
 * - filler words ('remote', 'jobs', 'work from home', 'position'...) are dropped;
 * - level words ('senior', 'sr', 'junior', 'entry level'...) become the experience filter;
 * - phrases of the synonym dictionary (synonyms.ts) are recognised, longest first, and widened to their group.
 */

/** One thing to look for: the spelling typed first, then the dictionary's other spellings. */
export interface Term {
  /** The words as typed (normalised), a phrase when several. */
  typed: string
  /** Every spelling that counts as a match, `typed` first. */
  spellings: string[]
  /** Typed in quotes: matched as written, never corrected or widened. */
  quoted: boolean
}

/** A clause matches when any of its terms does; a query matches when every clause does and no excluded term. */
export interface ParsedQuery {
  clauses: Term[][]
  excluded: Term[]
  /** Experience levels asked for in words ('senior react developer'). */
  levels: ExperienceLevel[]
}

const FILLER = new Set([
  'remote', 'remotely', 'job', 'jobs', 'work', 'working', 'from', 'home', 'wfh', 'position', 'positions', 'role', 'roles',
  'opportunity', 'opportunities', 'vacancy', 'vacancies', 'hiring', 'career', 'careers', 'online', 'anywhere', 'digital',
  'nomad', 'nomads', 'for', 'in', 'the', 'a', 'an', 'and', 'with', 'at', 'of', 'to', 'me', 'near', 'based', 'fully', 'telecommute',
])

/** Words (and two-word phrases) that name a level rather than a role. */
const LEVEL_WORDS = new Map<string, ExperienceLevel>(Object.entries({
  senior: 'senior', sr: 'senior', lead: 'senior', principal: 'senior', staff: 'senior',
  junior: 'entry', jr: 'entry', graduate: 'entry', intern: 'entry', internship: 'entry', trainee: 'entry', beginner: 'entry',
  'entry level': 'entry', 'no experience': 'entry', 'mid level': 'mid', intermediate: 'mid',
} as const))

/** Normalised words of a piece of text, as the database's job_search_text() cuts documents. */
export function normaliseWords(text: string): string[] {
  return spellSymbolWords(text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** spelling -> the spellings it widens to (the whole group, or for one-way groups only from the first). */
const WIDENINGS: Map<string, string[]> = (() => {
  const map = new Map<string, Set<string>>()
  const add = (from: string, to: string[]) => {
    const set = map.get(from) ?? new Set<string>()
    to.forEach((s) => set.add(s))
    map.set(from, set)
  }
  for (const { spellings, oneWay } of SYNONYM_GROUPS) {
    if (oneWay) add(spellings[0]!, spellings)
    else for (const spelling of spellings) add(spelling, spellings)
  }
  return new Map([...map].map(([from, set]) => [from, [from, ...[...set].filter((s) => s !== from)]]))
})()

const LONGEST_PHRASE = Math.max(...[...WIDENINGS.keys(), ...LEVEL_WORDS.keys()].map((s) => s.split(' ').length))

/** Whether the word is known to the dictionary (never typo-corrected: 'k8s', 'pm'). */
export function isDictionaryWord(word: string): boolean {
  return WIDENINGS.has(word) || LEVEL_WORDS.has(word) || FILLER.has(word)
}

export function term(typed: string, quoted = false): Term {
  return { typed, spellings: quoted ? [typed] : (WIDENINGS.get(typed) ?? [typed]), quoted }
}

interface Token {
  text: string
  quoted: boolean
  negated: boolean
}

/** Splits websearch syntax: "phrases", -exclusions and the OR keyword. */
function tokens(text: string): (Token | 'or')[] {
  const out: (Token | 'or')[] = []
  for (const match of text.matchAll(/(-?)"([^"]*)"?|(\S+)/g)) {
    if (match[3] !== undefined) {
      if (/^or$/i.test(match[3]) || match[3] === '|') {
        out.push('or')
        continue
      }
      const negated = match[3].startsWith('-') && match[3].length > 1
      out.push({ text: negated ? match[3].slice(1) : match[3], quoted: false, negated })
    } else {
      out.push({ text: match[2] ?? '', quoted: true, negated: match[1] === '-' })
    }
  }
  return out
}

/** Plain words to terms: dictionary phrases (longest first), level words and filler taken out. */
function plainTerms(words: string[], levels: Set<ExperienceLevel>): Term[] {
  const terms: Term[] = []
  for (let i = 0; i < words.length; ) {
    let taken = 0
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !taken; n--) {
      const phrase = words.slice(i, i + n).join(' ')
      const level = LEVEL_WORDS.get(phrase)
      if (level) {
        levels.add(level)
        taken = n
      } else if (n > 1 && WIDENINGS.has(phrase)) {
        terms.push(term(phrase))
        taken = n
      }
    }
    if (!taken) {
      const word = words[i]!
      if (!FILLER.has(word)) terms.push(term(word))
      taken = 1
    }
    i += taken
  }
  return terms
}

export function parseQuery(text: string): ParsedQuery {
  const clauses: Term[][] = []
  const excluded: Term[] = []
  const levels = new Set<ExperienceLevel>()
  let joinNext = false
  let pendingPlain: string[] = []
  const flush = () => {
    if (!pendingPlain.length) return
    const terms = plainTerms(pendingPlain, levels)
    pendingPlain = []
    terms.forEach((t, i) => (i === 0 && joinNext && clauses.length ? clauses[clauses.length - 1]!.push(t) : clauses.push([t])))
    if (terms.length) joinNext = false
  }
  for (const token of tokens(text)) {
    if (token === 'or') {
      flush()
      joinNext = clauses.length > 0
      continue
    }
    const words = normaliseWords(token.text)
    if (!words.length) continue
    if (token.negated) {
      flush()
      excluded.push(term(words.join(' '), token.quoted))
    } else if (token.quoted) {
      flush()
      const quoted = term(words.join(' '), true)
      if (joinNext && clauses.length) clauses[clauses.length - 1]!.push(quoted)
      else clauses.push([quoted])
      joinNext = false
    } else if (joinNext) {
      // 'python OR go developer': the OR takes the next word only, as websearch_to_tsquery does.
      pendingPlain.push(words[0]!)
      flush()
      pendingPlain = words.slice(1)
    } else {
      pendingPlain.push(...words)
    }
  }
  flush()
  return { clauses, excluded, levels: [...levels] }
}

/** Whether the parsed text asks for anything (an exclusion alone does). */
export function hasTerms(query: ParsedQuery): boolean {
  return query.clauses.length > 0 || query.excluded.length > 0
}
