import countries from 'i18n-iso-countries'
import { UNKNOWN_ELIGIBILITY, type Eligibility, type EligibilityRegion } from '@cms/contract/eligibilityValues'
import { REGION_COUNTRIES } from '@cms/contract/regionCountries'
import { CANADIAN_PROVINCE_CODES, US_STATE_CODES } from './places'
import { readTimezoneWindow } from './timezoneWindow'
import { fold, LONGEST_PHRASE, NOT_COUNTRY_CODES, UPPER_CASE_TERMS, VOCABULARY, type Term } from './vocabulary'
import { ownValue } from '@cms/contract/ownKeys'

/**
 * Who may apply, read from a location line as posted ("Remote - US only", "EMEA (CET ±2h)", "Worldwide
 * except Russia", "Austin, TX"). What the line does not say stays unknown: a line naming no place we can
 * resolve ("Remote", "Mars", empty) is `unknown`, never worldwide. A stated time-zone window with no place
 * ("UTC-5 to UTC+1") is worldwide within those hours.
 */
export function parseEligibility(locationText: string | null | undefined): Eligibility {
  const text = (locationText ?? '').trim()
  if (!text) return UNKNOWN_ELIGIBILITY
  const cached = memo.get(text)
  if (cached) return cached
  const result = parse(text)
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!)
  memo.set(text, result)
  return result
}

// Location lines repeat a lot ("Worldwide", "USA"): a bulk ingest parses each distinct line once.
const MEMO_SIZE = 5000
const memo = new Map<string, Eligibility>()

interface Token {
  word: string
  /** As written (accents folded): short codes count only in upper case. */
  original: string
  index: number
}

/** Spelling that means the same: "U.S." is "US", "–" and "−" are "-", "&" is "and". */
function clean(text: string): string {
  return fold(text)
    .replace(/\bU\.S\.A\.?/gi, 'USA')
    .replace(/\bU\.S\.?(?=[^a-zA-Z]|$)/gi, 'US')
    .replace(/\bU\.K\.?(?=[^a-zA-Z]|$)/gi, 'UK')
    .replace(/\bE\.U\.?(?=[^a-zA-Z]|$)/gi, 'EU')
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
}

/** Where a clause ends: what follows a bracket, semicolon or bar is no longer excluded ("Europe (not UK); US"). */
const CLAUSE_END = /[();|[\]]/

function parse(raw: string): Eligibility {
  const original = clean(raw)
  const { window, rest } = readTimezoneWindow(original.toLowerCase())
  const tokens: Token[] = [...rest.matchAll(/[a-z0-9]+/g)].map((m) => ({ word: m[0], original: original.slice(m.index, m.index + m[0].length), index: m.index }))

  const included = new Set<string>()
  const soft = new Set<string>()
  const regions = new Set<EligibilityRegion>()
  const excluded = new Set<string>()
  let worldwide = false
  let excluding = false
  let usedGeorgiaAsCountry = false
  let previousNamedPlace = -1

  for (let i = 0; i < tokens.length; ) {
    if (i > 0 && CLAUSE_END.test(rest.slice(tokens[i - 1]!.index + tokens[i - 1]!.word.length, tokens[i]!.index))) excluding = false
    const { term, length, code } = termAt(tokens, i, rest)
    const at = i
    i += Math.max(length, 1)
    if (!term) continue
    // "Austin, TX", "Berlin, DE": a code right after a named city is its state or country, already counted.
    if (code && previousNamedPlace === at - 1 && /,\s*$/.test(rest.slice(0, tokens[at]!.index))) continue
    if (term.kind === 'place') previousNamedPlace = i - 1
    const start = tokens[at]!
    const preferred = isPreference(rest, start.index)
    switch (term.kind) {
      case 'worldwide':
        if (!excluding) worldwide = true
        break
      case 'worldwideExcept':
        worldwide = true
        excluding = true
        break
      case 'exclude':
        excluding = true
        break
      case 'region':
        if (excluding) REGION_COUNTRIES[term.region].forEach((c) => excluded.add(c))
        else if (!preferred) regions.add(term.region)
        break
      case 'group':
        for (const code of term.codes) (excluding ? excluded : preferred ? soft : included).add(code)
        break
      case 'country':
        if (start.word === 'georgia') usedGeorgiaAsCountry = true
        ;(excluding ? excluded : preferred ? soft : included).add(term.code)
        break
      case 'place':
        // "US, outside California": a state or city cannot be taken out of its country, so it is ignored there.
        if (!excluding) (preferred ? soft : included).add(term.code)
        break
    }
  }
  // "Atlanta, Georgia" is the state.
  if (usedGeorgiaAsCountry && included.has('US')) included.delete('GE')

  const hard = included.size > 0 || regions.size > 0
  const named = hard ? included : !worldwide ? soft : new Set<string>()
  const countryList = [...named].filter((c) => !excluded.has(c)).sort()
  const regionList = [...regions].sort()
  const excludedList = [...excluded].filter((c) => !named.has(c)).sort()
  if (regionList.length) return { scope: 'regions', countries: countryList, regions: regionList, excludedCountries: excludedList, timezones: window }
  if (countryList.length) return { scope: 'countries', countries: countryList, regions: [], excludedCountries: [], timezones: window }
  if (named.size > 0) return UNKNOWN_ELIGIBILITY // every named country was also ruled out: contradictory
  if (worldwide || excluded.size > 0 || window) return { scope: 'worldwide', countries: [], regions: [], excludedCountries: excludedList, timezones: window }
  return UNKNOWN_ELIGIBILITY
}

/** "US preferred", "ideally in Europe": a wish, not a rule; used only when the line names nothing firmer. */
function isPreference(rest: string, index: number): boolean {
  const clauseStart = Math.max(...[...',;()|'].map((ch) => rest.lastIndexOf(ch, index))) + 1
  const nextBreak = rest.slice(index).search(/[,;()|]/)
  const clause = rest.slice(clauseStart, nextBreak < 0 ? undefined : index + nextBreak)
  return /\b(prefer\w*|ideally|bonus|nice to have|a plus|plus)\b/.test(clause)
}

/** The longest phrase of the vocabulary at token `i` (or a short upper-case code). */
function termAt(tokens: Token[], i: number, rest: string): { term: Term | null; length: number; code: boolean } {
  for (let length = Math.min(LONGEST_PHRASE, tokens.length - i); length >= 1; length--) {
    const words = tokens.slice(i, i + length)
    // A phrase never spans a clause break ("Europe; Asia" is two places).
    if (length > 1 && CLAUSE_END.test(rest.slice(words[0]!.index, words[length - 1]!.index))) continue
    const term = VOCABULARY.get(words.map((t) => t.word).join(' '))
    if (term) return { term, length, code: false }
  }
  return { term: shortCode(tokens, i, rest), length: 1, code: true }
}

const NOT_CITIES = new Set(['remote', 'hybrid', 'onsite', 'site', 'anywhere', 'office', 'based', 'only'])

/** "US", "EU", "Austin, TX", "Toronto, ON", "Berlin, DE": upper-case codes, read by where they stand. */
function shortCode(tokens: Token[], i: number, rest: string): Term | null {
  const { original, index } = tokens[i]!
  if (original !== original.toUpperCase() || !/^[A-Z]{2,3}$/.test(original)) return null
  const upperCaseTerm = ownValue(UPPER_CASE_TERMS, original)
  if (upperCaseTerm) return upperCaseTerm
  if (original.length !== 2) return null
  // A state code follows a city: "Remote, DE" is Germany, "Dover, DE" Delaware.
  const afterComma = i > 0 && /,\s*$/.test(rest.slice(0, index))
  const afterCity = afterComma && !NOT_CITIES.has(tokens[i - 1]!.word)
  if (afterCity && US_STATE_CODES.includes(original)) return { kind: 'place', code: 'US' }
  if (afterCity && CANADIAN_PROVINCE_CODES.includes(original)) return { kind: 'place', code: 'CA' }
  if (countries.isValid(original) && (afterComma || !NOT_COUNTRY_CODES.has(original))) return { kind: 'country', code: original }
  return null
}

/** Every country a job is open to beyond worldwide: the named countries and the regions' members, minus exclusions. */
export function eligibleCountries(eligibility: Eligibility): string[] {
  const all = new Set([...eligibility.countries, ...eligibility.regions.flatMap((r) => REGION_COUNTRIES[r])])
  for (const code of eligibility.excludedCountries) all.delete(code)
  return [...all].sort()
}
